import { call, errorMessage, useLanguage, useTranslation } from '@marathon/shared';
import { endpoints, type MyEntry, type PaymentProviderName } from '@marathon/shared/api';
import { Box, Button, HStack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { QrCode } from '@marathon/shared/qr-code';
import { formatFen } from './money';

type Paying =
  | { status: 'idle' }
  | { status: 'starting'; provider: PaymentProviderName }
  | { status: 'qr'; url: string }
  | { status: 'error'; message: string };

/**
 * Paying a won place: one button per provider this deployment offers. A provider's page is followed (Alipay, the
 * development stand-in, which send the runner back here); WeChat's code is shown to scan, then refreshed by hand.
 */
export function PayAction({
  entry,
  providers,
  onChanged,
}: {
  entry: MyEntry;
  providers: readonly PaymentProviderName[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [paying, setPaying] = useState<Paying>({ status: 'idle' });
  if (providers.length === 0) {
    return (
      <Text fontSize="sm" color="gray.700" mt="2" data-testid="season-pay-none">
        {t('signup.season.pay.none')}
      </Text>
    );
  }
  const amount = formatFen(entry.payment?.amountFen ?? 0, language);
  const start = async (provider: PaymentProviderName) => {
    setPaying({ status: 'starting', provider });
    try {
      const answer = await call(endpoints.paymentCheckout, {
        body: { year: entry.year, regNo: entry.regNo, provider },
        silent: true,
      });
      if (answer.kind === 'redirect') window.location.assign(answer.url);
      else setPaying({ status: 'qr', url: answer.url });
    } catch (error) {
      setPaying({ status: 'error', message: errorMessage(error) });
    }
  };
  return (
    <Box mt="3" data-testid="season-pay">
      <Text fontSize="sm" color="gray.600" mb="1">
        {t('signup.season.pay.choose')}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {providers.map((provider) => (
          <Button
            key={provider}
            size="sm"
            colorPalette="brand"
            loading={paying.status === 'starting' && paying.provider === provider}
            disabled={paying.status === 'starting'}
            onClick={() => void start(provider)}
            data-testid={`season-pay-${provider}`}
          >
            {t('signup.season.pay.button', { amount })} · {t(`signup.season.pay.providers.${provider}`)}
          </Button>
        ))}
      </HStack>
      {paying.status === 'error' ? (
        <Text role="alert" color="red.700" fontSize="sm" mt="2" data-testid="season-pay-error">
          {paying.message}
        </Text>
      ) : null}
      {paying.status === 'qr' ? (
        <Box mt="3" data-testid="season-pay-qr">
          <Text fontSize="sm" mb="2">
            {t('signup.season.pay.scan')}
          </Text>
          <QrCode text={paying.url} label={t('signup.season.pay.qrLabel')} size={200} />
          <Button size="sm" variant="outline" mt="2" onClick={onChanged}>
            {t('signup.season.pay.refresh')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
