import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { endpoints, STAFF_ROLES } from '@marathon/shared/api';
import { SelectField, TextField } from '@marathon/shared/form';
import { Box, Button, Heading, Stack } from '@marathon/shared/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { inviteSchema, type InviteValues } from '../forms/schemas';
import { useErrorText } from '../forms/use-error-text';

/** Invites a member in a role: the API mails the link (it works once, for 72 hours). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', name: '', role: 'reviewer' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      const answer = await staffCall(endpoints.staffInvite, { body: values, silent: true });
      setSent(
        t('admin.invite.sent', { email: values.email, until: formatDateTime(answer.expiresAt, language) }),
      );
      form.reset({ email: '', name: '', role: values.role });
      onInvited();
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  const roles = STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.role.${role}`) }));
  return (
    <Box as="section" aria-labelledby="admin-invite-heading" maxW="md">
      <Heading as="h3" size="md" id="admin-invite-heading" mb="3">
        {t('admin.invite.heading')}
      </Heading>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-invite">
        <Stack gap="1">
          <TextField
            label={t('admin.invite.email')}
            required
            input={{ ...form.register('email'), type: 'email', autoComplete: 'off' }}
            error={errorText(errors.email?.message)}
            testId="admin-invite-email"
          />
          <TextField
            label={t('admin.invite.name')}
            required
            input={{ ...form.register('name'), autoComplete: 'off' }}
            error={errorText(errors.name?.message)}
            testId="admin-invite-name"
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <SelectField
                label={t('admin.invite.role')}
                required
                testId="admin-invite-role"
                name={field.name}
                value={field.value}
                options={roles}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(errors.role?.message)}
              />
            )}
          />
          <FormAlert text={failure} testId="admin-invite-failure" />
          <Box role="status" data-testid="admin-invite-sent" color="green.700" minH="6">
            {sent}
          </Box>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting}>
            {t('admin.invite.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
