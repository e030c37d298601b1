import { Flex, Text } from '@marathon/shared/ui';
import { Field, NativeSelect } from '@marathon/shared/ui-interactive';
import type { FocusEvent, ReactNode } from 'react';

/**
 * One labelled input of a field made of several (the ID number, the city, a row's finish time): Chakra's Field
 * wires the label, the hint and the error to the control (aria-describedby, aria-invalid).
 */
export function SubField({
  id,
  label,
  error,
  hint,
  testId,
  children,
  flex,
  disabled,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  testId: string;
  children: ReactNode;
  flex?: string;
  /** A select inside takes this from the field, not from its own root. */
  disabled?: boolean;
}) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} disabled={disabled} flex={flex} minW="0">
      <Field.Label fontSize="sm" fontWeight="normal">
        {label}
      </Field.Label>
      {children}
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select (the most dependable on phones and with screen readers), with an empty first choice. */
export function SelectInput({
  id,
  testId,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
  invalid,
  disabled,
  describedBy,
}: {
  id: string;
  testId: string;
  value: string;
  options: readonly SelectOption[];
  placeholder: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <NativeSelect.Root invalid={invalid} disabled={disabled}>
      <NativeSelect.Field
        id={id}
        data-testid={testId}
        value={options.some((o) => o.value === value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * Native radio buttons: one tab stop, arrow keys move between choices, and every assistive technology knows them.
 * The first carries `firstId`, so the field's label or legend can point at it.
 */
export function RadioChoices({
  name,
  firstId,
  value,
  options,
  onChange,
  testId,
  invalid,
  label,
}: {
  name: string;
  firstId?: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  testId: (value: string) => string;
  invalid?: boolean;
  /** The group's accessible name when it is not the field's legend. */
  label?: string;
}) {
  return (
    <Flex role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} gap="4" wrap="wrap">
      {options.map((o, index) => (
        <Flex as="label" key={o.value} align="center" gap="2" cursor="pointer" minH="8">
          <input
            type="radio"
            name={name}
            id={index === 0 ? firstId : undefined}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            data-testid={testId(o.value)}
            style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-600)' }}
          />
          <Text as="span">{o.label}</Text>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * Rules run when focus leaves the whole field, not each of its inputs: moving from the category to the ID number
 * must not already say the number is missing.
 */
export function onGroupBlur(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) onBlur();
  };
}
