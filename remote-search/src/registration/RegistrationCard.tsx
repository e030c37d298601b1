import { Badge, Box, Grid, Heading, Link, Text } from '@marathon/shared/ui';
import {
  MEMBER_CENTRE_PATH,
  formatDateTime,
  fragmentLanguage,
  useLanguage,
  useTranslation,
} from '@marathon/shared';
import { REGISTRATION_STATUS, type RegistrationRecord } from '@marathon/shared/api';
import { channelKey, registrationStatusKey, seasonNextKey } from '../i18n/code-labels';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box py="3" borderBottomWidth="1px" borderColor="gray.100">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

const STATUS_COLOURS: Record<number, string> = {
  [REGISTRATION_STATUS.submitted]: 'blue',
  [REGISTRATION_STATUS.confirmed]: 'green',
  [REGISTRATION_STATUS.notSelected]: 'gray',
  [REGISTRATION_STATUS.withdrawn]: 'red',
  [REGISTRATION_STATUS.won]: 'orange',
  [REGISTRATION_STATUS.waitlist]: 'purple',
  [REGISTRATION_STATUS.expired]: 'gray',
};

/**
 * A drawn, waitlisted or expired entry says what now: the pay-by of a drawn place and the waitlist place when the
 * API answers them (Beijing time, as the organisers publish deadlines); paying happens in the member centre.
 */
function SeasonNextStep({ record }: { record: RegistrationRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const key = seasonNextKey(record.status);
  if (!key) return null;
  const deadline = record.nextStep?.deadline ?? null;
  return (
    <Box mb="4" p="3" borderRadius="md" bg="orange.50" data-testid="registration-next-step">
      <Text fontSize="sm">
        <Text as="span" fontWeight="semibold">
          {t('search.seasonNext.label')}
        </Text>
        {' · '}
        {t(key)}
      </Text>
      {deadline === null ? null : (
        <Text fontSize="sm" fontWeight="semibold" data-testid="registration-deadline">
          {t('search.seasonNext.deadline', { time: formatDateTime(deadline, language) })}
        </Text>
      )}
      {record.waitlistPosition === null ? null : (
        <Text fontSize="sm" fontWeight="semibold" data-testid="registration-waitlist-position">
          {t('search.seasonNext.position', { position: record.waitlistPosition })}
        </Text>
      )}
      {record.status === REGISTRATION_STATUS.expired ? null : (
        <Link href={`/${MEMBER_CENTRE_PATH}`} color="brand.700" fontSize="sm">
          {t('search.seasonNext.toMember')}
        </Link>
      )}
    </Box>
  );
}

/** Status, race item, bib and start corral; ID number and phone only masked, as the API answers them. */
export function RegistrationCard({ record }: { record: RegistrationRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notAssigned = t('search.registration.notAssigned');
  return (
    <Box mt="8" data-testid="registration-result">
      <Heading as="h2" size="xl" mb="2">
        <span lang={fragmentLanguage(record.name, language)}>{record.name}</span>{' '}
        <Badge
          colorPalette={STATUS_COLOURS[record.status] ?? 'gray'}
          data-testid="registration-status"
          ml="2"
        >
          {t(registrationStatusKey(record.status))}
        </Badge>
      </Heading>
      <Text color="gray.600" mb="4">
        {t('search.registration.title', { year: record.year })}
      </Text>
      <SeasonNextStep record={record} />
      <Grid templateColumns="repeat(3, 1fr)" columnGap="8">
        <Row
          testId="registration-item"
          label={t('search.registration.item')}
          value={t(`search.items.${record.raceItem}`)}
        />
        <Row
          testId="registration-bib"
          label={t('search.registration.bib')}
          value={record.bib ?? notAssigned}
        />
        <Row
          testId="registration-corral"
          label={t('search.registration.corral')}
          value={
            record.corral ? t('search.registration.corralValue', { corral: record.corral }) : notAssigned
          }
        />
        <Row
          testId="registration-channel"
          label={t('search.registration.channel')}
          value={t(channelKey(record.channel))}
        />
        <Row
          testId="registration-id-masked"
          label={t('search.registration.idNumber')}
          value={record.idNumberMasked}
        />
        <Row
          testId="registration-phone-masked"
          label={t('search.registration.phone')}
          value={record.phoneMasked}
        />
        <Row
          testId="registration-date"
          label={t('search.registration.registeredAt')}
          value={formatDateTime(record.registeredAt, language)}
        />
      </Grid>
      <Text mt="4" fontSize="xs" color="fg.muted">
        {t('search.privacy')}
      </Text>
    </Box>
  );
}
