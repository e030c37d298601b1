import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { endpoints, type ReviewApplication, type StaffApplication } from '@marathon/shared/api';
import { fieldAria, FieldFrame, SelectField } from '@marathon/shared/form';
import { Box, Button, Flex, Heading, Stack } from '@marathon/shared/ui';
import { Textarea } from '@marathon/shared/ui-interactive';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { useErrorText } from '../forms/use-error-text';
import { REJECT_REASONS } from './applications-messages';
import { REASON_MAX, rejectSchema, type RejectValues } from './reject-schema';

/** Approve, or send back with a reason: a common one (in the page's language) and/or the reviewer's own words. */
export function ReviewDecision({
  application,
  onDecided,
}: {
  application: StaffApplication;
  onDecided: (decision: ReviewApplication['decision']) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [approving, setApproving] = useState(false);
  const form = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: 'unreadable', text: '' },
  });
  const errors = form.formState.errors;
  const decide = async (decision: ReviewApplication) => {
    setFailure(null);
    try {
      await staffCall(endpoints.applicationReview, { body: decision, silent: true });
      onDecided(decision.decision);
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  const approve = async () => {
    setApproving(true);
    await decide({ applicationId: application.id, decision: 'approve' });
    setApproving(false);
  };
  const reject = form.handleSubmit(async (values) => {
    const reason = [
      values.reason === 'other' ? '' : t(`admin.applications.reasons.${values.reason}`),
      values.text,
    ]
      .filter((part) => part !== '')
      .join(t('admin.applications.reasonJoin'));
    if (reason.length > REASON_MAX) {
      form.setError('text', { message: 'admin.applications.errors.reasonLong' });
      return;
    }
    await decide({ applicationId: application.id, decision: 'reject', reason });
  });
  const textId = `admin-application-reason-text-${application.id}`;
  return (
    <Box as="section" aria-labelledby="admin-application-decide-heading" maxW="xl" mt="6">
      <Heading as="h4" size="sm" id="admin-application-decide-heading" mb="3">
        {t('admin.applications.decide')}
      </Heading>
      <FormAlert text={failure} testId="admin-application-failure" />
      <Button
        colorPalette="green"
        mb="4"
        loading={approving}
        onClick={() => void approve()}
        data-testid="admin-application-approve"
      >
        {t('admin.applications.approve')}
      </Button>
      <form noValidate onSubmit={(event) => void reject(event)} data-testid="admin-application-reject">
        <Stack gap="1">
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <SelectField
                label={t('admin.applications.reason')}
                hint={t('admin.applications.reasonHint')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={[
                  ...REJECT_REASONS.map((reason) => ({
                    value: reason,
                    label: t(`admin.applications.reasons.${reason}`),
                  })),
                  { value: 'other', label: t('admin.applications.reasonOther') },
                ]}
                testId="admin-application-reason"
              />
            )}
          />
          <FieldFrame
            inputId={textId}
            label={t('admin.applications.reasonText')}
            hint={t('admin.applications.reasonTextHint')}
            error={errorText(errors.text?.message)}
            errorTestId="admin-application-reason-text-error"
          >
            <Textarea
              id={textId}
              {...form.register('text')}
              maxLength={REASON_MAX}
              {...fieldAria(textId, { hint: true, error: errorText(errors.text?.message) })}
              data-testid="admin-application-reason-text"
            />
          </FieldFrame>
          <Flex>
            <Button type="submit" colorPalette="red" variant="outline" loading={form.formState.isSubmitting}>
              {t('admin.applications.submitReject')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
