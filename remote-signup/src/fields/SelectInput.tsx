import { NativeSelect } from '@marathon/shared/ui-interactive';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select (the most dependable on phones and with screen readers), with an empty first choice: a list
 * field, a part of a date, a province or a country.
 */
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
  name,
  required,
  label,
  width,
  maxW,
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
  describedBy?: string | undefined;
  name?: string;
  required?: boolean;
  /** The select's accessible name when no label points at it. */
  label?: string;
  width?: string;
  maxW?: string;
}) {
  return (
    <NativeSelect.Root invalid={invalid} disabled={disabled} width={width} maxW={maxW}>
      <NativeSelect.Field
        id={id}
        name={name}
        data-testid={testId}
        value={options.some((o) => o.value === value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-label={label}
        aria-required={required || undefined}
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
