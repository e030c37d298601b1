import { useTranslation } from '@marathon/shared';
import { Flex, Text } from '@marathon/shared/ui';
import { Input } from '@marathon/shared/ui-interactive';
import { textControlProps } from '../basic-support/control-props';
import { defineField } from '../define-field';
import { stringValue, textOf } from '../field-values';
import type { FieldProps } from '../field-props';

/** The schema's defaults: a range this wide says nothing worth showing. */
const DEFAULT_MIN = 1;
const DEFAULT_MAX = 999_999;

const unitOf = ({ field, language }: FieldProps<'number'>) =>
  field.unit ? textOf(language, field.unit) : '';

/**
 * A positive whole number, with its unit after the box. Typed text is handed back as is (the answer schema refuses
 * '012' or '1.5' with its own words) rather than silently dropping characters under the runner's fingers.
 */
export const NumberField = defineField<'number'>({
  readOnly: (props) => {
    const text = stringValue(props.value);
    const unit = unitOf(props);
    return text && unit ? `${text} ${unit}` : text;
  },
  Edit: function NumberEdit(props) {
    const { field, value, inputId, error } = props;
    const { t } = useTranslation();
    const text = stringValue(value);
    const unit = unitOf(props);
    const showRange = field.min > DEFAULT_MIN || field.max < DEFAULT_MAX;
    const unitId = `${inputId}-unit`;
    const rangeId = `${inputId}-range`;
    return (
      <>
        <Flex align="center" gap="2">
          <Input
            {...textControlProps(props, text, error, unit && unitId, showRange && rangeId)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(field.max).length}
            maxW="48"
          />
          {unit ? (
            <Text id={unitId} data-testid={`${field.key}-unit`}>
              {unit}
            </Text>
          ) : null}
        </Flex>
        {showRange ? (
          <Text id={rangeId} fontSize="sm" color="fg.muted" mt="1">
            {t('signup.basic.numberRange', { min: field.min, max: field.max })}
          </Text>
        ) : null}
      </>
    );
  },
});
