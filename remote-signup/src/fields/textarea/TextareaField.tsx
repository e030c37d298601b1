import { useTranslation } from '@marathon/shared';
import { Text } from '@marathon/shared/ui';
import { Textarea } from '@marathon/shared/ui-interactive';
import { textControlProps } from '../basic-support/control-props';
import { defineField } from '../define-field';
import { stringValue } from '../field-values';

/** Several lines of text with a live 'n / max' count under them. */
export const TextareaField = defineField<'textarea'>({
  readOnly: ({ value }) => stringValue(value),
  Edit: function TextareaEdit(props) {
    const { field, value, inputId, error } = props;
    const { t } = useTranslation();
    const text = stringValue(value);
    const countId = `${inputId}-count`;
    return (
      <>
        <Textarea
          {...textControlProps(props, text, error, countId)}
          maxLength={field.maxLength}
          rows={4}
          autoresize
        />
        <Text
          id={countId}
          fontSize="sm"
          color={text.length >= field.maxLength ? 'orange.600' : 'fg.muted'}
          textAlign="end"
          mt="1"
          data-testid={`${field.key}-count`}
        >
          {t('signup.basic.textCount', { count: text.length, max: field.maxLength })}
        </Text>
      </>
    );
  },
});
