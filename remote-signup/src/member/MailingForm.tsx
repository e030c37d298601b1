import { call, showMessage, useTranslation } from '@marathon/shared';
import { endpoints, type Mailing, type RegionValue, type RegistrationReceipt } from '@marathon/shared/api';
import { Box, Button, HStack, Text } from '@marathon/shared/ui';
import { Checkbox } from '@marathon/shared/ui-interactive';
import { useState } from 'react';
import { FormFields } from '../fields/FormFields';
import { useSignupForm } from '../fields/use-signup-form';
import { MAILING_FIELDS } from './mailing-fields';

const FORM = { fields: MAILING_FIELDS };

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
      <Box mb="4">
        <Checkbox.Root
          checked={postage}
          onCheckedChange={(e) => setPostage(e.checked === true)}
          data-testid="mailing-accept-postage"
          mb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('signup.mailing.acceptPostage')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={substitution}
          onCheckedChange={(e) => setSubstitution(e.checked === true)}
          data-testid="mailing-accept-substitution"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('signup.mailing.acceptSubstitution')}</Checkbox.Label>
        </Checkbox.Root>
        {missing && (!postage || !substitution) ? (
          <Text role="alert" color="red.600" fontSize="sm" mt="1" data-testid="mailing-accept-error">
            {t('signup.mailing.acceptRequired')}
          </Text>
        ) : null}
      </Box>
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="brand" loading={busy} data-testid="mailing-submit">
          {t(existing ? 'signup.mailing.update' : 'signup.mailing.submit')}
        </Button>
      </HStack>
    </form>
  );
}
