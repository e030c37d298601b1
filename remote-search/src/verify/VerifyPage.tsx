import { Box, Button, HStack, Text } from '@marathon/shared/ui';
import { TextField } from '@marathon/shared/form';
import { call, errorMessage, useLatestQuery, useTranslation } from '@marathon/shared';
import { endpoints, type CertificateVerification } from '@marathon/shared/api';
import { useSearchParams } from '@marathon/shared/router';
import { useEffect, useState, type FormEvent } from 'react';
import { LookupPage } from '../pages/LookupPage';
import { Verdict } from './Verdict';

/**
 * Verify a certificate (#/verify-certificate?code=…): the code printed on it (its QR code opens the phone site's
 * page of the same code) is checked against our signature and the official result, which is shown with whether it
 * is provisional or final. A code we did not sign says so and shows nothing else.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, run] = useLatestQuery<CertificateVerification>();
  useEffect(() => {
    if (!code) return;
    void run((signal) => call(endpoints.certificateVerify, { query: { code }, silent: true, signal }));
  }, [code, run]);
  return (
    <LookupPage titleKey="result.verify.title" intro={t('result.verify.intro')} testId="verify-page">
      {/* Keyed by the address's code: the back button shows the code being checked. */}
      <VerifyForm
        key={code}
        code={code}
        busy={state.status === 'loading'}
        onCode={(value) => setParams({ code: value })}
      />
      <Box aria-live="polite" mt="4">
        {state.status === 'error' ? (
          <Text role="alert" color="red.700">
            {errorMessage(state.error)}
          </Text>
        ) : null}
        {state.status === 'success' ? <Verdict verification={state.data} /> : null}
      </Box>
    </LookupPage>
  );
}

function VerifyForm({ code, busy, onCode }: { code: string; busy: boolean; onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(code);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim().toUpperCase();
    setInvalid(value.length < 10 || value.length > 40);
    if (value.length >= 10 && value.length <= 40) onCode(value);
  };
  return (
    <form noValidate onSubmit={submit} data-testid="verify-form">
      <HStack align="flex-start" gap="4">
        <TextField
          label={t('result.verify.code')}
          input={{
            value: typed,
            onChange: (event) => setTyped(event.target.value),
            placeholder: t('result.verify.codePlaceholder'),
            autoComplete: 'off',
          }}
          error={invalid ? t('result.verify.codeInvalid') : undefined}
          flex="1"
          minW="240px"
          testId="verify-code"
        />
        <Button type="submit" colorPalette="brand" mt="7" loading={busy} data-testid="verify-submit">
          {t('result.verify.submit')}
        </Button>
      </HStack>
    </form>
  );
}
