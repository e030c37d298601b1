import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import type { Mailing, MemberSummary, SignupConfig } from '@marathon/shared/api';
import { Badge, Box, Button, HStack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { raceItemLabel } from '../common/race-item';
import { MailingForm } from './MailingForm';
import { Section } from './Section';

/**
 * Post-race race-kit mailing: the rules, the runner's requests, and a request (or a change of
 * address while not yet shipped) for each registration until the deadline.
 */
export function MailingSection({
  config,
  summary,
  onChanged,
}: {
  config: SignupConfig;
  summary: MemberSummary;
  onChanged: (mailing: Mailing) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<number | null>(null);
  // The moment the centre opened decides; a page left open past the deadline is refused by the API.
  const [openedAt] = useState(() => Date.now());
  const open = openedAt < config.mailing.deadline;
  const deadline = formatDateTime(config.mailing.deadline, language);
  return (
    <Section title={t('signup.mailing.title')} testId="member-mailing">
      <Box as="ul" ps="5" mb="4" fontSize="sm" color="gray.700" data-testid="mailing-rules">
        <li>{t('signup.mailing.rulePostage')}</li>
        <li>{t('signup.mailing.ruleShipping', { days: config.mailing.shipWithinWorkingDays })}</li>
        <li>{t('signup.mailing.ruleSubstitution')}</li>
        <li>{t('signup.mailing.ruleDeadline', { time: deadline })}</li>
      </Box>
      {summary.registrations.length === 0 ? (
        <Text color="gray.600">{t('signup.mailing.needsRegistration')}</Text>
      ) : null}
      {summary.registrations.map((registration) => {
        const mailing = summary.mailings.find((m) => m.registrationId === registration.id);
        const canEdit = open && (!mailing || mailing.status === 0);
        return (
          <Box key={registration.id} borderWidth="1px" borderColor="gray.100" borderRadius="md" p="4" mb="3">
            <HStack justify="space-between" mb="2">
              <Text fontWeight="semibold">
                {registration.year} · {raceItemLabel(registration.raceItem, language)} · {registration.name}
              </Text>
              {mailing ? (
                <Badge colorPalette={mailing.status === 1 ? 'green' : 'blue'} data-testid="mailing-status">
                  {t(mailing.status === 1 ? 'signup.mailing.shipped' : 'signup.mailing.received')}
                </Badge>
              ) : null}
            </HStack>
            {mailing ? (
              <Text fontSize="sm" color="gray.700" mb="2" data-testid="mailing-summary">
                {mailing.recipient} · {mailing.phoneMasked} · {mailing.region.address}
                {mailing.trackingNo ? ` · ${t('signup.mailing.tracking')}: ${mailing.trackingNo}` : ''}
              </Text>
            ) : null}
            {editing === registration.id ? (
              <MailingForm
                registration={registration}
                existing={mailing}
                onSaved={(saved) => {
                  setEditing(null);
                  onChanged(saved);
                }}
              />
            ) : canEdit ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(registration.id)}
                data-testid="mailing-open"
              >
                {t(mailing ? 'signup.mailing.changeAddress' : 'signup.mailing.apply')}
              </Button>
            ) : !open ? (
              <Text fontSize="sm" color="gray.600">
                {t('signup.mailing.closed')}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Section>
  );
}
