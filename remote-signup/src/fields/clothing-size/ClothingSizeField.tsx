import { useTranslation } from '@marathon/shared';
import { RadioChoices } from '@marathon/shared/form';
import { Text } from '@marathon/shared/ui';
import { defineField } from '../define-field';
import { stringValue, textOf } from '../field-values';
import type { FieldProps } from '../field-props';

const chosenOf = ({ field, value }: FieldProps<'clothingSize'>) =>
  field.sizes.find((s) => s.value === stringValue(value));

/**
 * A shirt size, each shown with the garment's chest in cm and a line on how to choose. What happens when a size
 * runs out (a close size instead) is the organiser's to say, in the field's help text.
 */
export const ClothingSizeField = defineField<'clothingSize'>({
  group: true,
  readOnly: (props, t) => {
    const chosen = chosenOf(props);
    return chosen ? t('signup.basic.sizeWithChest', { size: chosen.value, cm: chosen.chestCm }) : '';
  },
  Edit: function ClothingSizeEdit(props) {
    const { field, onChange, inputId, language, error, describe } = props;
    const { t } = useTranslation();
    const chartId = `${inputId}-chart`;
    return (
      <>
        <Text id={chartId} fontSize="sm" color="gray.600" mb="2" data-testid={`${field.key}-chart`}>
          {t('signup.basic.sizeChart')}
        </Text>
        <RadioChoices
          name={field.key}
          firstId={inputId}
          label={textOf(language, field.label)}
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
          value={chosenOf(props)?.value ?? null}
          onChange={onChange}
          invalid={error !== undefined}
          describedBy={describe(chartId)}
          layout="cards"
        />
      </>
    );
  },
});
