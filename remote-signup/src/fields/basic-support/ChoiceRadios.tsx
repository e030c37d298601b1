import { RadioGroup } from '@marathon/shared/ui-interactive';
import type { ReactNode } from 'react';

export interface RadioChoice {
  value: string;
  label: ReactNode;
}

/**
 * One choice of several as native radio inputs (Chakra's RadioGroup): arrow keys move between them, each is
 * labelled by its own text, and the first input carries the id the field's label points at.
 */
export function ChoiceRadios({
  fieldKey,
  inputId,
  groupLabel,
  choices,
  value,
  onChange,
  invalid,
  describedBy,
  readOnly = false,
  columns,
}: {
  fieldKey: string;
  inputId: string;
  groupLabel: string;
  choices: readonly RadioChoice[];
  value: string | null;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  readOnly?: boolean;
  /** Lay the choices out as a wrapping row of cards (sizes) instead of a column. */
  columns?: boolean;
}) {
  const first = choices[0]?.value;
  return (
    <RadioGroup.Root
      name={fieldKey}
      value={value}
      onValueChange={(details) => {
        if (details.value !== null) onChange(details.value);
      }}
      invalid={invalid}
      readOnly={readOnly}
      colorPalette="brand"
      ids={{ itemHiddenInput: (v) => (v === first ? inputId : `${inputId}-${v}`) }}
      display="flex"
      flexDirection={columns ? 'row' : 'column'}
      flexWrap="wrap"
      gap={columns ? '2' : '3'}
    >
      {/* The group's own name (the root points at it); the fieldset's legend shows the same words on screen. */}
      <RadioGroup.Label srOnly>{groupLabel}</RadioGroup.Label>
      {choices.map((choice) => (
        <RadioGroup.Item
          key={choice.value}
          value={choice.value}
          data-testid={`${fieldKey}-option-${choice.value}`}
          cursor="pointer"
          {...(columns
            ? {
                borderWidth: '1px',
                borderRadius: 'md',
                px: '3',
                py: '2',
                _checked: { borderColor: 'brand.solid' },
              }
            : {})}
        >
          <RadioGroup.ItemHiddenInput aria-describedby={describedBy} />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
