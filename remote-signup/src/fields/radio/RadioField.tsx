import { useTranslation, type Language } from '@marathon/shared';
import type { FieldOfType } from '@marathon/shared/api';
import { RadioChoices } from '@marathon/shared/form';
import { Box, Text } from '@marathon/shared/ui';
import { Input } from '@marathon/shared/ui-interactive';
import { PrivateFileLink } from '../../common/PrivateFileLink';
import { ImageUpload } from '../advanced-common/uploads';
import { defineField } from '../define-field';
import { textOf } from '../field-values';
import type { FieldProps } from '../field-props';

type RadioOption = FieldOfType<'radio'>['options'][number];

interface RadioAnswer {
  value: string;
  extra?: string;
}

/** The answer a draft holds, when it names one of the options. */
function answerOf(value: unknown, options: readonly RadioOption[]): RadioAnswer | null {
  if (!value || typeof value !== 'object') return null;
  const { value: chosen, extra } = value as Record<string, unknown>;
  if (typeof chosen !== 'string' || !options.some((o) => o.value === chosen)) return null;
  return typeof extra === 'string' ? { value: chosen, extra } : { value: chosen };
}

/** What the chosen option asks for: a line of text, a web address or one image. */
function ExtraInput({
  fieldKey,
  inputId,
  option,
  extra,
  onExtra,
  error,
  language,
}: {
  fieldKey: string;
  inputId: string;
  option: RadioOption;
  extra: string;
  onExtra: (extra: string) => void;
  error: string | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const optionLabel = textOf(language, option.label);
  const testId = `${fieldKey}-extra`;
  if (option.extra === 'image') {
    const sizeId = `${inputId}-extra-size`;
    return (
      <Box
        role="group"
        aria-label={t('signup.basic.extraImage', { option: optionLabel })}
        aria-describedby={option.image ? sizeId : undefined}
      >
        {option.image ? (
          <Text id={sizeId} fontSize="sm" color="gray.600" mb="2">
            {t('signup.basic.extraImageSize', option.image)}
          </Text>
        ) : null}
        <ImageUpload
          url={extra}
          onChange={onExtra}
          imageSize={option.image}
          confirmDelete={false}
          cardSize={120}
          testId={testId}
        />
      </Box>
    );
  }
  const isUrl = option.extra === 'url';
  return (
    <Input
      id={`${inputId}-extra`}
      value={extra}
      onChange={(event) => onExtra(event.target.value)}
      type="text"
      inputMode={isUrl ? 'url' : 'text'}
      placeholder={isUrl ? 'https://' : undefined}
      maxLength={500}
      autoComplete="off"
      aria-label={t(isUrl ? 'signup.basic.extraUrl' : 'signup.basic.extraInput', { option: optionLabel })}
      aria-required
      aria-invalid={error ? true : undefined}
      maxW="md"
      data-testid={testId}
    />
  );
}

/** The chosen answer and its option, when the value names one. */
function chosenOf({ field, value }: FieldProps<'radio'>) {
  const answer = answerOf(value, field.options);
  const option = answer ? field.options.find((o) => o.value === answer.value) : undefined;
  return { answer, option };
}

/**
 * One option of several, handed back as { value, extra? }. An option with `extra` asks, once chosen, for a line of
 * text, a web address or an image; choosing another option drops what the last one asked for.
 */
export const RadioField = defineField<'radio'>({
  group: true,
  readOnly: (props, t) => {
    const { answer, option } = chosenOf(props);
    const label = option ? textOf(props.language, option.label) : '';
    const extra = option?.extra ? (answer?.extra ?? '') : '';
    if (option?.extra === 'image' && extra)
      return {
        text: `${label} · `,
        after: <PrivateFileLink url={extra}>{t('signup.basic.viewImage')}</PrivateFileLink>,
      };
    return extra ? `${label} ${extra}` : label;
  },
  Edit: function RadioEdit(props) {
    const { field, onChange, errorAt, inputId, language, error, describe } = props;
    const { answer, option } = chosenOf(props);
    return (
      <>
        <RadioChoices
          name={field.key}
          firstId={inputId}
          label={textOf(language, field.label)}
          choices={field.options.map((o) => ({ value: o.value, label: textOf(language, o.label) }))}
          value={answer?.value ?? null}
          onChange={(chosen) => onChange({ value: chosen })}
          invalid={error !== undefined}
          describedBy={describe()}
        />
        {answer && option?.extra ? (
          <Box mt="3" ms="7">
            <ExtraInput
              fieldKey={field.key}
              inputId={inputId}
              option={option}
              extra={answer.extra ?? ''}
              onExtra={(extra) => onChange({ value: answer.value, extra })}
              error={errorAt('extra')}
              language={language}
            />
          </Box>
        ) : null}
      </>
    );
  },
});
