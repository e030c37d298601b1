import { formatDateTime, useLanguage, useTranslation, type MessageKey } from '@marathon/shared';
import { raceItemLabel } from '../common/race-item';
import { REGISTRATION_STATUS, type Mailing, type RegistrationReceipt } from '@marathon/shared/api';
import { Badge, Box, HStack, Link, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { nextStepsOf, type NextStep } from './next-step';
import { Section } from './Section';

const STATUS_KEYS: Record<number, MessageKey> = {
  [REGISTRATION_STATUS.submitted]: 'signup.member.regStatus.submitted',
  [REGISTRATION_STATUS.confirmed]: 'signup.member.regStatus.confirmed',
  [REGISTRATION_STATUS.notSelected]: 'signup.member.regStatus.notSelected',
  [REGISTRATION_STATUS.withdrawn]: 'signup.member.regStatus.withdrawn',
};

/** An entry's next step in the visitor's language (a deadline in the site's date format). */
function NextStepLine({ steps }: { steps: NextStep[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sentence = (step: NextStep) =>
    step.values && 'deadline' in step.values
      ? t(step.key, { deadline: formatDateTime(step.values.deadline, language) })
      : t(step.key, step.values ?? {});
  return (
    <Text fontSize="sm" color="gray.800" mt="1" data-testid="member-next-step">
      <Text as="span" fontWeight="semibold">
        {t('signup.member.next.label')}
      </Text>
      {language === 'zh' ? '：' : ': '}
      {steps.map(sentence).join(language === 'zh' ? '' : ' ')}
    </Text>
  );
}

export function RegistrationsSection({
  registrations,
  mailings,
  mailingDeadline,
}: {
  registrations: RegistrationReceipt[];
  mailings: readonly Pick<Mailing, 'registrationId'>[];
  /** Epoch ms: the last moment a race-kit mailing request is taken. */
  mailingDeadline: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The moment the centre opened decides, as in the mailing section below it.
  const [openedAt] = useState(() => Date.now());
  return (
    <Section
      title={t('signup.member.registrations')}
      empty={registrations.length === 0 && t('signup.member.noRegistrations')}
      testId="member-registrations"
    >
      {registrations.map((r) => (
        <Box
          key={r.id}
          borderBottomWidth="1px"
          borderColor="gray.100"
          py="3"
          data-testid="member-registration"
        >
          <HStack justify="space-between">
            <Text fontWeight="semibold">
              {r.year} · {raceItemLabel(r.raceItem, language)} ·{' '}
              {t(r.kind === 'direct' ? 'signup.member.direct' : 'signup.member.post')}
            </Text>
            <Badge colorPalette={r.status === REGISTRATION_STATUS.confirmed ? 'green' : 'blue'}>
              {t(STATUS_KEYS[r.status] ?? 'signup.member.regStatus.submitted')}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="gray.700">
            {t('signup.confirm.regNo')}: {r.regNo} · {r.name} · {r.idNumberMasked}
            {r.bib ? ` · ${t('signup.member.bib')}: ${r.bib}` : ''} · {formatDateTime(r.createdAt, language)}
          </Text>
          <NextStepLine steps={nextStepsOf(r, { mailings, deadline: mailingDeadline, now: openedAt })} />
        </Box>
      ))}
      {registrations.length > 0 ? (
        <Link href="/#/registration-search" color="brand.700" fontSize="sm" display="inline-block" mt="3">
          {t('signup.confirm.toLookup')}
        </Link>
      ) : null}
    </Section>
  );
}
