import { Button, HStack, Text } from '@marathon/shared/ui';
import { Textarea } from '@marathon/shared/ui-interactive';
import { FieldFrame, TextField, fieldAria } from '@marathon/shared/form';
import { call, errorMessage, useTranslation } from '@marathon/shared';
import { createCorrectionSchema, endpoints, type ScoreAnswer } from '@marathon/shared/api';
import { useState, type FormEvent } from 'react';
import { EvidenceFiles, type Evidence } from './EvidenceFiles';

type Field = 'idNumber' | 'what' | 'claimedTime';

/**
 * The request: the ID number on the result (so only its runner files one), what is wrong, optionally the time they
 * believe is right and up to two files through the usual uploads. Checked with the API's own schema before sending.
 */
export function CorrectionForm({
  answer,
  onFiled,
  onCancel,
}: {
  answer: ScoreAnswer;
  onFiled: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ idNumber: '', what: '', claimedTime: '' });
  const [files, setFiles] = useState<Evidence[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((before) => ({ ...before, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      year: answer.year,
      bib: answer.bib,
      idNumber: values.idNumber,
      what: values.what,
      ...(values.claimedTime.trim() ? { claimedTime: values.claimedTime } : {}),
      attachments: files.map(({ name, url }) => ({ name, url })),
    };
    const checked = createCorrectionSchema.safeParse(body);
    if (!checked.success) {
      const wrong = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        ...(wrong.has('idNumber') ? { idNumber: t('search.errors.idNumber') } : {}),
        ...(wrong.has('what') ? { what: t('result.correction.whatInvalid') } : {}),
        ...(wrong.has('claimedTime') ? { claimedTime: t('result.correction.timeInvalid') } : {}),
      });
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await call(endpoints.correctionCreate, { body, silent: true });
      onFiled();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      style={{ marginTop: 12, maxWidth: 560 }}
      data-testid="correction-form"
    >
      <TextField
        label={t('result.correction.idNumber')}
        hint={t('result.correction.idHint')}
        input={{
          value: values.idNumber,
          onChange: (event) => set('idNumber')(event.target.value),
          autoComplete: 'off',
        }}
        error={errors.idNumber}
        size="sm"
        testId="correction-id"
      />
      <FieldFrame
        inputId="correction-what"
        label={t('result.correction.what')}
        error={errors.what}
        size="sm"
        errorTestId="correction-what-error"
      >
        <Textarea
          id="correction-what"
          value={values.what}
          onChange={(event) => set('what')(event.target.value)}
          rows={4}
          data-testid="correction-what"
          {...fieldAria('correction-what', { hint: false, error: errors.what, required: true })}
        />
      </FieldFrame>
      <TextField
        label={t('result.correction.claimedTime')}
        optionalText={t('result.correction.optional')}
        input={{
          value: values.claimedTime,
          onChange: (event) => set('claimedTime')(event.target.value),
          placeholder: '1:42:10',
          inputMode: 'numeric',
        }}
        error={errors.claimedTime}
        size="sm"
        testId="correction-time"
      />
      <EvidenceFiles value={files} onChange={setFiles} />
      {failure ? (
        <Text role="alert" color="red.700" mt="2" data-testid="correction-failure">
          {failure}
        </Text>
      ) : null}
      <HStack mt="4" gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={busy} data-testid="correction-submit">
          {t('result.correction.submit')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('result.correction.cancel')}
        </Button>
      </HStack>
    </form>
  );
}
