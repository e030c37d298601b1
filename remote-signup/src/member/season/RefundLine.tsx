import { useLanguage, useTranslation } from '@marathon/shared';
import type { MyEntry } from '@marathon/shared/api';
import { Text } from '@marathon/shared/ui';
import { formatFen } from './money';

/** Where the withdrawal's refund stands: requested, refunded, or failed with the provider's reason. */
export function RefundLine({ refund }: { refund: NonNullable<MyEntry['refund']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = formatFen(refund.amountFen, language);
  const text =
    refund.state === 'failed'
      ? refund.reason
        ? t('signup.season.refund.failed', { reason: refund.reason })
        : t('signup.season.refund.failedNoReason')
      : t(`signup.season.refund.${refund.state}`, { amount });
  return (
    <Text
      fontSize="sm"
      color={refund.state === 'failed' ? 'red.700' : 'gray.700'}
      data-testid="season-refund"
      data-state={refund.state}
    >
      {text}
    </Text>
  );
}
