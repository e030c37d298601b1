import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import {
  endpoints,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_SEGMENTS,
  type MessagePreview,
  type MessagePreviewAnswer,
} from '@marathon/shared/api';
import { SelectField, TextField } from '@marathon/shared/form';
import { Box, Button, Grid, Heading, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { RaceItemSelect } from '../forms/RaceItemSelect';
import { useErrorText } from '../forms/use-error-text';
import { BodyField } from './BodyField';
import { messageFormSchema, type MessageFormInput, type MessageFormValues } from './message-schema';
import { PreviewPanel } from './PreviewPanel';

const toRequest = (values: MessageFormValues): MessagePreview => ({
  year: values.year,
  segment: values.segment,
  ...(values.raceItem === '' ? {} : { raceItem: values.raceItem }),
  template: {
    subjectZh: values.subjectZh,
    bodyZh: values.bodyZh,
    subjectEn: values.subjectEn,
    bodyEn: values.bodyEn,
  },
});

/**
 * The organiser's message to a segment of an edition's registrants: written in both languages side by side,
 * previewed (the count, the opted-out count, the first recipient's text), then sent with a confirmation naming the
 * count. The send id is made once per message: a second click or a resent call sends nothing more.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ request: MessagePreview; answer: MessagePreviewAnswer } | null>(
    null,
  );
  const [sendId, setSendId] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState<number | null>(null);
  const form = useForm<MessageFormInput, unknown, MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: {
      year: String(new Date().getFullYear()),
      segment: 'won',
      raceItem: '',
      subjectZh: '',
      bodyZh: '',
      subjectEn: '',
      bodyEn: '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    const request = toRequest(values);
    try {
      const answer = await staffCall(endpoints.messagePreview, { body: request, silent: true });
      setPreview({ request, answer });
    } catch (error) {
      setPreview(null);
      setFailure(failureText(error));
    }
  });
  const send = async () => {
    if (!preview) return;
    setFailure(null);
    try {
      const answer = await staffCall(endpoints.messageSend, {
        body: { ...preview.request, sendId, confirmedCount: preview.answer.recipients },
        silent: true,
      });
      setSent(answer.queued);
      setPreview(null);
      // The next message is another one: a new send id.
      setSendId(crypto.randomUUID());
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  // Any change after the preview makes it stale: the count confirmed must be the one of the text sent.
  const stale = () => {
    if (preview) setPreview(null);
  };
  const segmentOptions = MESSAGE_SEGMENTS.map((segment) => ({
    value: segment,
    label: t(`admin.messages.segments.${segment}`),
  }));
  const field = (name: 'subjectZh' | 'subjectEn') => ({
    ...form.register(name, { onChange: stale }),
    autoComplete: 'off',
  });
  return (
    <Box as="section" aria-labelledby="admin-messages-heading" data-testid="admin-messages">
      <Heading as="h2" size="lg" id="admin-messages-heading" mb="2">
        {t('admin.messages.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.messages.intro')}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-messages-form">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 14rem))' }} gap="3" mb="2">
          <TextField
            label={t('admin.messages.year')}
            required
            input={{ ...form.register('year', { onChange: stale }), inputMode: 'numeric' }}
            error={errorText(errors.year?.message)}
            testId="admin-messages-year"
          />
          <Controller
            control={form.control}
            name="segment"
            render={({ field: segment }) => (
              <SelectField
                label={t('admin.messages.segment')}
                required
                testId="admin-messages-segment"
                name={segment.name}
                value={segment.value}
                options={segmentOptions}
                onChange={(value) => {
                  segment.onChange(value);
                  stale();
                }}
                onBlur={segment.onBlur}
              />
            )}
          />
          <RaceItemSelect
            control={form.control}
            name="raceItem"
            label={t('admin.messages.raceItem')}
            allLabel={t('admin.messages.allRaceItems')}
            testId="admin-messages-race-item"
          />
        </Grid>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('admin.messages.placeholders', {
            list: MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(' '),
          })}
        </Text>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
          <Box as="fieldset" aria-label={t('admin.messages.zhColumn')}>
            <Heading as="h3" size="sm" mb="2" lang="zh-CN">
              {t('admin.messages.zhColumn')}
            </Heading>
            <TextField
              label={t('admin.messages.subjectZh')}
              required
              input={{ ...field('subjectZh'), lang: 'zh-CN' }}
              error={errorText(errors.subjectZh?.message)}
              testId="admin-messages-subject-zh"
            />
            <BodyField
              label={t('admin.messages.bodyZh')}
              register={form.register('bodyZh', { onChange: stale })}
              error={errorText(errors.bodyZh?.message)}
              lang="zh-CN"
              testId="admin-messages-body-zh"
            />
          </Box>
          <Box as="fieldset" aria-label={t('admin.messages.enColumn')}>
            <Heading as="h3" size="sm" mb="2" lang="en">
              {t('admin.messages.enColumn')}
            </Heading>
            <TextField
              label={t('admin.messages.subjectEn')}
              required
              input={{ ...field('subjectEn'), lang: 'en' }}
              error={errorText(errors.subjectEn?.message)}
              testId="admin-messages-subject-en"
            />
            <BodyField
              label={t('admin.messages.bodyEn')}
              register={form.register('bodyEn', { onChange: stale })}
              error={errorText(errors.bodyEn?.message)}
              lang="en"
              testId="admin-messages-body-en"
            />
          </Box>
        </Grid>
        <Button type="submit" variant="outline" loading={form.formState.isSubmitting} mb="4">
          {t('admin.messages.preview')}
        </Button>
      </form>
      <FormAlert text={failure} testId="admin-messages-failure" />
      {preview ? <PreviewPanel answer={preview.answer} onSend={send} /> : null}
      {sent !== null ? (
        <Box
          role="status"
          p="3"
          borderWidth="1px"
          borderColor="green.600"
          borderRadius="md"
          data-testid="admin-messages-sent"
        >
          {t('admin.messages.sent', { count: sent })}
        </Box>
      ) : null}
    </Box>
  );
}
