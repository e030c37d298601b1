import { useTranslation } from '@marathon/shared';
import { Flex, Stack, Text } from '@marathon/shared/ui';
import { FINISH_TIME_INPUT, SubInput, YEAR_INPUT } from '../advanced-common/controls';
import { ImagePart } from '../advanced-common/uploads';
import { onGroupBlur } from '../field-a11y';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';
import { isRecord, stringValue } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';

interface ScoreDraft {
  raceName: string;
  year: string;
  finishTime: string;
  certificate: string;
}

function scoreOf(value: unknown): ScoreDraft {
  const v = isRecord(value) ? value : {};
  return {
    raceName: stringValue(v.raceName),
    year: stringValue(v.year),
    finishTime: stringValue(v.finishTime),
    certificate: stringValue(v.certificate),
  };
}

/** The fee and how it is paid, as it is: nothing is charged on the page; the organisers check by hand. */
function FeeNote({ fee, testId }: { fee: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Text
      fontSize="sm"
      bg="orange.50"
      color="orange.900"
      borderRadius="md"
      px="3"
      py="2"
      data-testid={testId}
    >
      {fee > 0 ? t('signup.scoreValidationField.fee', { fee }) : t('signup.scoreValidationField.free')}
    </Text>
  );
}

function ScoreValidationReadOnly({ field, value, inputId }: FieldProps<'scoreValidation'>) {
  const { t } = useTranslation();
  const draft = scoreOf(value);
  const text = [draft.year, draft.raceName, draft.finishTime].filter(Boolean).join(' · ');
  return (
    <ReadOnlyAnswer
      field={field}
      inputId={inputId}
      text={text}
      image={{ url: draft.certificate, alt: t('signup.scoreValidationField.certificate') }}
    >
      {text ? <FeeNote fee={field.fee} testId={`${field.key}-readonly-fee`} /> : null}
    </ReadOnlyAnswer>
  );
}

/**
 * Paid score validation: a result from another race (race, year, finish time) and its certificate.
 * The organisers check it by hand; the fee is paid at kit collection, not here.
 */
export function ScoreValidationField(props: FieldProps<'scoreValidation'>) {
  const { field, value, onChange, onBlur, errorAt, inputId } = props;
  const { t } = useTranslation();
  if (props.readOnly) return <ScoreValidationReadOnly {...props} />;

  const draft = scoreOf(value);
  const set = (next: Partial<ScoreDraft>) => {
    const merged = { ...draft, ...next };
    const empty = Object.values(merged).every((part) => part.trim() === '');
    onChange(empty ? undefined : merged);
  };
  const sub = {
    raceName: errorAt('raceName'),
    year: errorAt('year'),
    finishTime: errorAt('finishTime'),
    certificate: errorAt('certificate'),
  };
  const anySub = Object.values(sub).some(Boolean);

  return (
    <FieldShell field={field} inputId={inputId} error={anySub ? undefined : errorAt()} group>
      <Stack gap="3" onBlur={onGroupBlur(onBlur)}>
        <FeeNote fee={field.fee} testId={`${field.key}-fee`} />
        <Flex gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="flex-start">
          <SubInput
            id={inputId}
            label={t('signup.scoreValidationField.race')}
            error={sub.raceName}
            testId={`${field.key}-race`}
            flex="1 1 14rem"
            value={draft.raceName}
            onChange={(raceName) => set({ raceName })}
            maxLength={60}
          />
          <SubInput
            id={`${inputId}-year`}
            label={t('signup.scoreValidationField.year')}
            error={sub.year}
            testId={`${field.key}-year`}
            value={draft.year}
            onChange={(year) => set({ year })}
            {...YEAR_INPUT}
          />
          <SubInput
            id={`${inputId}-time`}
            label={t('signup.scoreValidationField.time')}
            error={sub.finishTime}
            testId={`${field.key}-time`}
            value={draft.finishTime}
            onChange={(finishTime) => set({ finishTime })}
            placeholder="1:45:30"
            {...FINISH_TIME_INPUT}
          />
        </Flex>
        <ImagePart
          label={t('signup.scoreValidationField.certificate')}
          error={sub.certificate}
          testId={`${field.key}-certificate`}
          url={draft.certificate}
          onChange={(certificate) => set({ certificate })}
        />
      </Stack>
    </FieldShell>
  );
}
