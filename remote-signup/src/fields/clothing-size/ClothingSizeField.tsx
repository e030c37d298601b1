import { useTranslation } from '@marathon/shared';
import { Box, Text } from '@marathon/shared/ui';
import { ChoiceRadios } from '../basic-support/ChoiceRadios';
import { describedBy, helpIdOf, onGroupBlur } from '../field-a11y';
import { stringValue, textOf } from '../field-values';
import { ReadOnlyValue } from '../ReadOnly';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

/**
 * A shirt size, each shown with the garment's chest in cm and a line on how to choose. What happens when a size
 * runs out (a close size instead) is the organiser's to say, in the field's help text.
 */
export function ClothingSizeField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  language,
  readOnly,
}: FieldProps<'clothingSize'>) {
  const { t } = useTranslation();
  const error = errorAt();
  const chosen = field.sizes.find((s) => s.value === stringValue(value));
  if (readOnly)
    return (
      <ReadOnlyValue
        field={field}
        inputId={inputId}
        error={error}
        text={chosen ? t('signup.basic.sizeWithChest', { size: chosen.value, cm: chosen.chestCm }) : ''}
      />
    );
  const chartId = `${inputId}-chart`;
  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      <Text id={chartId} fontSize="sm" color="gray.600" mb="2" data-testid={`${field.key}-chart`}>
        {t('signup.basic.sizeChart')}
      </Text>
      <Box onBlur={onGroupBlur(onBlur)}>
        <ChoiceRadios
          fieldKey={field.key}
          inputId={inputId}
          groupLabel={textOf(language, field.label)}
          choices={field.sizes.map((size) => ({
            value: size.value,
            label: (
              <>
                <Text as="span" fontWeight="semibold" display="block">
                  {size.value}
                </Text>
                <Text as="span" fontSize="sm" color="gray.600" display="block">
                  {t('signup.basic.sizeChest', { cm: size.chestCm })}
                </Text>
              </>
            ),
          }))}
          value={chosen?.value ?? null}
          onChange={onChange}
          invalid={error !== undefined}
          describedBy={describedBy(helpIdOf(field, inputId), chartId)}
          columns
        />
      </Box>
    </FieldShell>
  );
}
