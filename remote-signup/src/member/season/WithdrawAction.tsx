import { call, errorMessage, useLanguage, useTranslation } from '@marathon/shared';
import { endpoints, type MyEntry } from '@marathon/shared/api';
import { Box, Button, HStack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { formatFen } from './money';

type Step = 'idle' | 'confirming' | 'sending';

/** Withdrawing, in two steps: what the tier refunds and that the place is gone are said before it is done. */
export function WithdrawAction({
  entry,
  refundFen,
  onChanged,
}: {
  entry: MyEntry;
  refundFen: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const withdraw = async () => {
    setStep('sending');
    setFailure(null);
    try {
      await call(endpoints.seasonWithdraw, { body: { year: entry.year, regNo: entry.regNo }, silent: true });
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error));
      setStep('confirming');
    }
  };
  if (step === 'idle') {
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        mt="3"
        onClick={() => setStep('confirming')}
        data-testid="season-withdraw"
      >
        {t('signup.season.withdraw.button')}
      </Button>
    );
  }
  return (
    <Box
      role="group"
      aria-label={t('signup.season.withdraw.confirmTitle')}
      mt="3"
      p="3"
      borderWidth="1px"
      borderColor="red.200"
      bg="red.50"
      borderRadius="md"
      data-testid="season-withdraw-confirm"
    >
      <Text fontWeight="semibold">{t('signup.season.withdraw.confirmTitle')}</Text>
      <Text fontSize="sm" data-testid="season-withdraw-refund">
        {refundFen > 0
          ? t('signup.season.withdraw.refund', { amount: formatFen(refundFen, language) })
          : t('signup.season.withdraw.noRefund')}
      </Text>
      <Text fontSize="sm">{t('signup.season.withdraw.warning')}</Text>
      {failure ? (
        <Text role="alert" color="red.700" fontSize="sm" mt="1">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2" mt="2">
        <Button
          size="sm"
          colorPalette="red"
          loading={step === 'sending'}
          onClick={() => void withdraw()}
          data-testid="season-withdraw-yes"
        >
          {t('signup.season.withdraw.confirm')}
        </Button>
        <Button size="sm" variant="ghost" disabled={step === 'sending'} onClick={() => setStep('idle')}>
          {t('signup.season.withdraw.cancel')}
        </Button>
      </HStack>
    </Box>
  );
}
