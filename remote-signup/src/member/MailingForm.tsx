import { call, showMessage, useTranslation } from '@marathon/shared';
import { endpoints, type Mailing, type RegionValue, type RegistrationReceipt } from '@marathon/shared/api';
import { CheckboxInput, ErrorLine, errorIdOf } from '@marathon/shared/form';
import { Box, Button, HStack, Stack } from '@marathon/shared/ui';
import { useState } from 'react';
import { FormFields } from '../fields/FormFields';
import { useSignupForm } from '../fields/use-signup-form';
import { MAILING_FIELDS } from './mailing-fields';

const FORM = { fields: MAILING_FIELDS };
/** Both rules share one error line. */
const ACCEPT_ID = 'mailing-accept';

/** A race-kit mailing request for one registration; both mailing rules (postage on delivery, a close size when one runs out) must be accepted. */
export function MailingForm({
  registration,
  existing,
  onSaved,
}: {
  registration: RegistrationReceipt;
  existing: Mailing | undefined;
  onSaved: (mailing: Mailing) => void;
}) {
  const { t } = useTranslation();
  const methods = useSignupForm(
    FORM,
    existing ? { recipient: existing.recipient, region: existing.region } : { recipient: registration.name },
  );
  const [postage, setPostage] = useState(false);
  const [substitution, setSubstitution] = useState(false);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const acceptError = missing && (!postage || !substitution) ? t('signup.mailing.acceptRequired') : undefined;
  return (
    <form
      noValidate
      data-testid="mailing-form"
      onSubmit={methods.handleSubmit(async (values) => {
        if (!postage || !substitution) {
          setMissing(true);
          return;
        }
        setBusy(true);
        try {
          const mailing = await call(endpoints.mailingRequest, {
            body: {
              registrationId: registration.id,
              recipient: values.recipient as string,
              phone: values.phone as string,
              region: values.region as RegionValue,
              acceptPostage: true,
              acceptSubstitution: true,
            },
          });
          onSaved(mailing);
          showMessage('success', t('signup.mailing.saved'));
        } catch {
          // The client showed the server's message; the form keeps the runner's answers.
        } finally {
          setBusy(false);
        }
      })}
    >
      <FormFields fields={MAILING_FIELDS} control={methods.control} getValues={methods.getValues} />
      <Box mb="3">
        <Stack gap="2">
          <CheckboxInput
            id="mailing-accept-postage"
            checked={postage}
            onChange={setPostage}
            invalid={acceptError !== undefined && !postage}
            describedBy={acceptError && errorIdOf(ACCEPT_ID)}
            label={t('signup.mailing.acceptPostage')}
            testId="mailing-accept-postage"
          />
          <CheckboxInput
            id="mailing-accept-substitution"
            checked={substitution}
            onChange={setSubstitution}
            invalid={acceptError !== undefined && !substitution}
            describedBy={acceptError && errorIdOf(ACCEPT_ID)}
            label={t('signup.mailing.acceptSubstitution')}
            testId="mailing-accept-substitution"
          />
        </Stack>
        <ErrorLine id={errorIdOf(ACCEPT_ID)} error={acceptError} testId="mailing-accept-error" />
      </Box>
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="brand" loading={busy} data-testid="mailing-submit">
          {t(existing ? 'signup.mailing.update' : 'signup.mailing.submit')}
        </Button>
      </HStack>
    </form>
  );
}
