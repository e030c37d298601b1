import { formatDateTime, useLanguage, useTranslation, type MessageKey } from '@marathon/shared';
import { raceItemLabel } from '../common/race-item';
import { REGISTRATION_STATUS, type RegistrationReceipt } from '@marathon/shared/api';
import { Badge, Box, HStack, Link, Text } from '@marathon/shared/ui';
import { Section } from './Section';

const STATUS_KEYS: Record<number, MessageKey> = {
  [REGISTRATION_STATUS.submitted]: 'signup.member.regStatus.submitted',
  [REGISTRATION_STATUS.confirmed]: 'signup.member.regStatus.confirmed',
  [REGISTRATION_STATUS.notSelected]: 'signup.member.regStatus.notSelected',
  [REGISTRATION_STATUS.withdrawn]: 'signup.member.regStatus.withdrawn',
};

export function RegistrationsSection({ registrations }: { registrations: RegistrationReceipt[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
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
