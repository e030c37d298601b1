import { MEMBER_CENTRE_PATH, formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { raceItemLabel } from '../common/race-item';
import type { RegistrationReceipt } from '@marathon/shared/api';
import { Box, Heading, HStack, Link, Text } from '@marathon/shared/ui';

/** What the runner keeps after submitting: the race year and item, the registration number, where to follow it. */
export function ReceiptView({ receipt }: { receipt: RegistrationReceipt }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box data-testid="signup-receipt" textAlign="center" py="6">
      <Heading as="h2" size="xl" color="brand.700" mb="4">
        {t('signup.confirm.done')}
      </Heading>
      <Text mb="1">
        {t('signup.confirm.regNo')}: <strong data-testid="receipt-reg-no">{receipt.regNo}</strong>
      </Text>
      <Text mb="1">
        {t('signup.confirm.nameAndId')}: {receipt.name} · {receipt.idNumberMasked}
      </Text>
      <Text mb="1">
        {t('signup.confirm.raceItem')}: {t('signup.confirm.edition', { year: receipt.year })}{' '}
        <span data-testid="receipt-race">{raceItemLabel(receipt.raceItem, language)}</span>
      </Text>
      <Text mb="6" color="gray.600">
        {t('signup.confirm.submittedAt', { time: formatDateTime(receipt.createdAt, language) })}
      </Text>
      <Text mb="4">{t('signup.confirm.next')}</Text>
      <HStack justify="center" gap="6">
        <Link href="/#/registration-search" color="brand.700" data-testid="receipt-lookup">
          {t('signup.confirm.toLookup')}
        </Link>
        <Link href={`/${MEMBER_CENTRE_PATH}`} color="brand.700" data-testid="receipt-member-centre">
          {t('signup.page.toMemberCentre')}
        </Link>
      </HStack>
    </Box>
  );
}
