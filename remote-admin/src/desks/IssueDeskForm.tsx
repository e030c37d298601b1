import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { TextField } from '@marathon/shared/form';
import { Box, Button, Flex, Heading, Stack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { useErrorText } from '../forms/use-error-text';
import { issueDeskSchema, type IssueDeskInput, type IssueDeskValues } from './issue-desk-schema';
import { QrCode } from '@marathon/shared/qr-code';

interface Issued {
  deskName: string;
  link: string;
  expiresAt: number;
}

/** Issues a desk link for the year shown; the link (its secret after '#') is shown here once, with its QR code. */
export function IssueDeskForm({ year, onIssued }: { year: number; onIssued: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const form = useForm<IssueDeskInput, unknown, IssueDeskValues>({
    resolver: zodResolver(issueDeskSchema),
    defaultValues: { deskName: '', hours: '12' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setIssued(null);
    try {
      const answer = await staffCall(endpoints.pickupDeskIssue, { body: { ...values, year }, silent: true });
      setIssued({ deskName: values.deskName, link: answer.link, expiresAt: answer.expiresAt });
      form.reset({ deskName: '', hours: String(values.hours) });
      onIssued();
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Box as="section" aria-labelledby="admin-desks-issue-heading" maxW="2xl" mb="8">
      <Heading as="h3" size="md" id="admin-desks-issue-heading" mb="3">
        {t('admin.desks.issueHeading')}
      </Heading>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-desks-issue">
        <Stack gap="1">
          <Flex gap="3" wrap="wrap">
            <TextField
              label={t('admin.desks.deskName')}
              required
              hint={t('admin.desks.deskNameHint')}
              input={{ ...form.register('deskName'), autoComplete: 'off' }}
              error={errorText(errors.deskName?.message)}
              testId="admin-desks-name"
            />
            <TextField
              label={t('admin.desks.hours')}
              required
              hint={t('admin.desks.hoursHint')}
              input={{ ...form.register('hours'), inputMode: 'numeric', maxW: '32' }}
              error={errorText(errors.hours?.message)}
              testId="admin-desks-hours"
            />
          </Flex>
          <FormAlert text={failure} testId="admin-desks-issue-failure" />
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.formState.isSubmitting}
            alignSelf="flex-start"
          >
            {t('admin.desks.issue')}
          </Button>
        </Stack>
      </form>
      {issued ? <IssuedLink issued={issued} /> : null}
    </Box>
  );
}

function IssuedLink({ issued }: { issued: Issued }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(issued.link);
    setCopied(true);
  };
  return (
    <Box role="status" mt="4" p="3" borderWidth="1px" borderColor="green.600" borderRadius="md">
      <Text mb="2">
        {t('admin.desks.linkShown', {
          deskName: issued.deskName,
          until: formatDateTime(issued.expiresAt, language),
        })}
      </Text>
      <Flex gap="4" wrap="wrap" align="flex-start">
        <QrCode
          text={issued.link}
          label={t('admin.desks.qrLabel', { deskName: issued.deskName })}
          size={200}
        />
        <Box flex="1" minW="60">
          <Box
            as="code"
            aria-label={t('admin.desks.linkLabel', { deskName: issued.deskName })}
            data-testid="admin-desks-link"
            fontFamily="mono"
            wordBreak="break-all"
            display="block"
            p="2"
            mb="2"
            bg="gray.100"
          >
            {issued.link}
          </Box>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            {copied ? t('admin.desks.copied') : t('admin.desks.copy')}
          </Button>
        </Box>
      </Flex>
    </Box>
  );
}
