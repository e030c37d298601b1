import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { TextField } from '@marathon/shared/form';
import { Link as RouterLink, useLocation } from '@marathon/shared/router';
import { Box, Button, Heading, Stack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { acceptSchema, type AcceptValues } from '../forms/schemas';
import { useErrorText } from '../forms/use-error-text';

interface Enrolment {
  otpauthUri: string;
  secret: string;
}

/**
 * The invitation's token, from the hash route's query (`#/admin/accept?token=…`, all in the fragment: no server log
 * ever holds it); links mailed before had it in a second fragment (`#/admin/accept#token=…`).
 */
const tokenOf = (search: string, hash: string): string | null =>
  /(?:^[?#]|&)token=([A-Za-z0-9_-]{20,200})/.exec(search)?.[1] ??
  /(?:^[?#]|&)token=([A-Za-z0-9_-]{20,200})/.exec(hash)?.[1] ??
  null;

/** The e-mailed link lands here: the member sets a password, then enrols the authenticator with the secret. */
export function AcceptPage() {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const token = tokenOf(search, hash);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  if (enrolment) return <EnrolmentShown enrolment={enrolment} />;
  return (
    <Box as="section" aria-labelledby="admin-accept-heading" maxW="md" mx="auto">
      <Heading as="h1" size="xl" id="admin-accept-heading" mb="2">
        {t('admin.accept.heading')}
      </Heading>
      {token ? (
        <AcceptForm token={token} onAccepted={setEnrolment} />
      ) : (
        <Text role="alert" data-testid="admin-accept-no-token">
          {t('admin.accept.noToken')}
        </Text>
      )}
    </Box>
  );
}

function AcceptForm({ token, onAccepted }: { token: string; onAccepted: (enrolment: Enrolment) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AcceptValues>({
    resolver: zodResolver(acceptSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      onAccepted(await staffCall(endpoints.staffAccept, { body: { token, password }, silent: true }));
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <>
      <Text mb="4">{t('admin.accept.intro')}</Text>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-accept">
        <Stack gap="1">
          <TextField
            label={t('admin.accept.password')}
            required
            input={{ ...form.register('password'), type: 'password', autoComplete: 'new-password' }}
            error={errorText(errors.password?.message)}
            testId="admin-accept-password"
          />
          <TextField
            label={t('admin.accept.confirm')}
            required
            input={{ ...form.register('confirm'), type: 'password', autoComplete: 'new-password' }}
            error={errorText(errors.confirm?.message)}
            testId="admin-accept-confirm"
          />
          <FormAlert text={failure} testId="admin-accept-failure" />
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting}>
            {t('admin.accept.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}

/** The TOTP enrolment, shown once: the secret to type into an authenticator app, or its otpauth link on a phone. */
function EnrolmentShown({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="admin-enrol-heading" maxW="lg" mx="auto" data-testid="admin-enrolment">
      <Heading as="h1" size="xl" id="admin-enrol-heading" mb="2" tabIndex={-1}>
        {t('admin.accept.doneHeading')}
      </Heading>
      <Text mb="3">{t('admin.accept.doneIntro')}</Text>
      <Text fontWeight="semibold">{t('admin.accept.secret')}</Text>
      <Box
        as="code"
        display="block"
        fontSize="lg"
        letterSpacing="wider"
        p="3"
        my="2"
        bg="gray.100"
        wordBreak="break-all"
        data-testid="admin-enrolment-secret"
      >
        {enrolment.secret}
      </Box>
      <Text mb="4">
        <a className="ui-link" href={enrolment.otpauthUri}>
          {t('admin.accept.openApp')}
        </a>
      </Text>
      <RouterLink to="/admin" className="ui-link" data-testid="admin-accept-to-sign-in">
        {t('admin.accept.toSignIn')}
      </RouterLink>
    </Box>
  );
}
