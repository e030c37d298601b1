import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { endpoints, type StaffMember } from '@marathon/shared/api';
import { TextField } from '@marathon/shared/form';
import { Box, Button, Heading, Stack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { signInSchema, type SignInValues } from '../forms/schemas';
import { useErrorText } from '../forms/use-error-text';

/** The staff sign-in: e-mail, password and the authenticator's current code (the API asks all three at once). */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: string, member: StaffMember) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await staffCall(endpoints.staffSignIn, { body: values, silent: true });
      onSignedIn(answer.session, answer.member);
    } catch (error) {
      // The code is used once: a refused sign-in asks for the next one.
      form.setValue('code', '');
      setFailure(failureText(error));
    }
  });
  return (
    <Box as="section" aria-labelledby="admin-sign-in-heading" maxW="md" mx="auto">
      <Heading as="h1" size="xl" id="admin-sign-in-heading" mb="2">
        {t('admin.signIn.heading')}
      </Heading>
      <Text mb="4">{t('admin.signIn.intro')}</Text>
      <form id="sign-in" noValidate onSubmit={(event) => void submit(event)} data-testid="admin-sign-in">
        <Stack gap="1">
          <TextField
            label={t('admin.signIn.email')}
            required
            input={{ ...form.register('email'), type: 'email', autoComplete: 'username' }}
            error={errorText(errors.email?.message)}
            testId="admin-sign-in-email"
          />
          <TextField
            label={t('admin.signIn.password')}
            required
            input={{ ...form.register('password'), type: 'password', autoComplete: 'current-password' }}
            error={errorText(errors.password?.message)}
            testId="admin-sign-in-password"
          />
          <TextField
            label={t('admin.signIn.code')}
            required
            input={{
              ...form.register('code'),
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 6,
            }}
            error={errorText(errors.code?.message)}
            testId="admin-sign-in-code"
          />
          <FormAlert text={failure} testId="admin-sign-in-failure" />
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting}>
            {t('admin.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
