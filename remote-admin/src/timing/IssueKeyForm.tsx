import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { endpoints, LIVE_POINTS, type LivePoint } from '@marathon/shared/api';
import { CheckboxInput, FieldFrame, TextField } from '@marathon/shared/form';
import { Box, Button, Flex, Heading, Stack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { useErrorText } from '../forms/use-error-text';
import { issueKeySchema, type IssueKeyValues } from './issue-key-schema';

interface Issued {
  provider: string;
  key: string;
}

/** Issues a key for one provider, the year shown and the chosen points; the key is shown here once. */
export function IssueKeyForm({ year, onIssued }: { year: number; onIssued: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const form = useForm<IssueKeyValues>({
    resolver: zodResolver(issueKeySchema),
    defaultValues: { provider: '', points: [...LIVE_POINTS] },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setIssued(null);
    try {
      const answer = await staffCall(endpoints.timingKeyIssue, { body: { ...values, year }, silent: true });
      setIssued({ provider: values.provider, key: answer.key });
      onIssued();
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Box as="section" aria-labelledby="admin-timing-issue-heading" maxW="lg" mb="8">
      <Heading as="h3" size="md" id="admin-timing-issue-heading" mb="3">
        {t('admin.timing.issueHeading')}
      </Heading>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-timing-issue">
        <Stack gap="1">
          <TextField
            label={t('admin.timing.provider')}
            required
            hint={t('admin.timing.providerHint')}
            input={{ ...form.register('provider'), autoComplete: 'off' }}
            error={errorText(errors.provider?.message)}
            testId="admin-timing-provider"
          />
          <Controller
            control={form.control}
            name="points"
            render={({ field }) => (
              <FieldFrame
                group
                inputId="admin-timing-point-start"
                label={t('admin.timing.points')}
                required
                error={errorText(errors.points?.message)}
                errorTestId="admin-timing-points-error"
              >
                <Flex wrap="wrap" gap="4">
                  {LIVE_POINTS.map((point) => (
                    <CheckboxInput
                      key={point}
                      id={`admin-timing-point-${point}`}
                      name="points"
                      value={point}
                      checked={field.value.includes(point)}
                      onChange={(checked) =>
                        field.onChange(
                          LIVE_POINTS.filter((p: LivePoint) =>
                            p === point ? checked : field.value.includes(p),
                          ),
                        )
                      }
                      onBlur={field.onBlur}
                      label={t(`admin.timing.point.${point}`)}
                      testId={`admin-timing-point-${point}`}
                      size="sm"
                    />
                  ))}
                </Flex>
              </FieldFrame>
            )}
          />
          <FormAlert text={failure} testId="admin-timing-issue-failure" />
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.formState.isSubmitting}
            alignSelf="flex-start"
          >
            {t('admin.timing.submit')}
          </Button>
        </Stack>
      </form>
      {issued ? <IssuedKey issued={issued} /> : null}
    </Box>
  );
}

function IssuedKey({ issued }: { issued: Issued }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(issued.key);
    setCopied(true);
  };
  return (
    <Box role="status" mt="4" p="3" borderWidth="1px" borderColor="green.600" borderRadius="md">
      <Text mb="2">{t('admin.timing.keyShown', { provider: issued.provider })}</Text>
      <Box
        as="code"
        data-testid="admin-timing-key"
        fontFamily="mono"
        wordBreak="break-all"
        display="block"
        p="2"
        mb="2"
        bg="gray.100"
      >
        {issued.key}
      </Box>
      <Button size="sm" variant="outline" onClick={() => void copy()}>
        {copied ? t('admin.timing.copied') : t('admin.timing.copy')}
      </Button>
    </Box>
  );
}
