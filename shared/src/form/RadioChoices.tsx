import { RadioGroup } from '@marathon/shared/ui-interactive';
import type { ReactNode } from 'react';

export interface RadioChoice {
  value: string;
  label: ReactNode;
}

export interface RadioChoicesProps {
  /** The inputs' shared name; each choice's test id is `<name>-option-<value>` unless `testIdOf` says otherwise. */
  name: string;
  /** The first input's id, so the field's label or legend can point at it. */
  firstId?: string | undefined;
  /** The group's accessible name (read by screen readers; a fieldset's legend shows the same words on screen). */
  label: string;
  choices: readonly RadioChoice[];
  /** null or a value not among the choices: none is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  readOnly?: boolean;
  /** Lay the choices out as a wrapping row of bordered cards (sizes) instead of a column. */
  layout?: 'column' | 'row' | 'cards';
  testIdOf?: (value: string) => string;
}

/**
 * One choice of several as native radio inputs (Chakra's RadioGroup): one tab stop, arrow keys move between them,
 * each is labelled by its own text, and every assistive technology knows them.
 */
export function RadioChoices({
  name,
  firstId,
  label,
  choices,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  readOnly = false,
  layout = 'column',
  testIdOf = (choice) => `${name}-option-${choice}`,
}: RadioChoicesProps) {
  const first = choices[0]?.value;
  const cards = layout === 'cards';
  return (
    <RadioGroup.Root
      name={name}
      value={value !== null && choices.some((c) => c.value === value) ? value : null}
      onValueChange={(details) => {
        if (details.value !== null) onChange(details.value);
      }}
      invalid={invalid}
      readOnly={readOnly}
      colorPalette="brand"
      ids={{
        itemHiddenInput: (v) => (v === first && firstId ? firstId : `${firstId ?? name}-${v}`),
      }}
      display="flex"
      flexDirection={layout === 'column' ? 'column' : 'row'}
      flexWrap="wrap"
      gap={cards ? '2' : layout === 'row' ? '4' : '3'}
    >
      <RadioGroup.Label srOnly>{label}</RadioGroup.Label>
      {choices.map((choice) => (
        <RadioGroup.Item
          key={choice.value}
          value={choice.value}
          data-testid={testIdOf(choice.value)}
          cursor="pointer"
          {...(cards
            ? {
                borderWidth: '1px',
                borderRadius: 'md',
                px: '3',
                py: '2',
                _checked: { borderColor: 'brand.solid' },
              }
            : {})}
        >
          <RadioGroup.ItemHiddenInput aria-describedby={describedBy} onBlur={onBlur} />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
