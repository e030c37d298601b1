import { NativeSelect } from '@marathon/shared/ui-interactive';
import { useId } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { describedBy as joinIds, fieldAria } from './field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  id: string;
  testId: string;
  value: string;
  options: readonly SelectOption[];
  /** The empty first choice ('please choose'); without it the list has only the options. */
  placeholder?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  describedBy?: string | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
  /** The select's accessible name when no label points at it. */
  label?: string | undefined;
  width?: string | undefined;
  maxW?: string | undefined;
}

/**
 * The browser's own select (the most dependable on phones and with screen readers). A value that is not among the
 * options shows as the empty choice, so a stale draft never shows an answer it does not hold.
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
}: SelectInputProps) {
  const known = options.some((o) => o.value === value);
  return (
    <NativeSelect.Root invalid={invalid} disabled={disabled} width={width} maxW={maxW}>
      <NativeSelect.Field
        id={id}
        name={name}
        data-testid={testId}
        value={known || placeholder === undefined ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-label={label}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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

export interface SelectFieldProps
  extends
    Omit<FieldFrameProps, 'inputId' | 'children' | 'errorTestId' | 'onChange' | 'onBlur' | 'label'>,
    Pick<
      SelectInputProps,
      'value' | 'options' | 'placeholder' | 'onChange' | 'onBlur' | 'disabled' | 'name'
    > {
  label: string;
  id?: string;
  /** The select's test id; its error's is `<testId>-error`. */
  testId: string;
  /** Ids of further text about the select, after its hint and error. */
  describing?: (string | undefined | false)[];
  selectWidth?: string;
  selectMaxW?: string;
}

/** A labelled select with its hint and error wired to it; hand it react-hook-form's Controller field or state. */
export function SelectField({
  id,
  testId,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
  disabled,
  name,
  describing = [],
  selectWidth,
  selectMaxW,
  ...frame
}: SelectFieldProps) {
  const madeId = useId();
  const inputId = id ?? `select-${madeId}`;
  const aria = fieldAria(inputId, {
    hint: Boolean(frame.hint),
    error: frame.error,
    required: frame.required,
  });
  return (
    <FieldFrame inputId={inputId} errorTestId={`${testId}-error`} {...frame}>
      <SelectInput
        id={inputId}
        testId={testId}
        name={name}
        value={value}
        options={options}
        placeholder={placeholder}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        required={frame.required}
        invalid={Boolean(frame.error)}
        describedBy={joinIds(aria['aria-describedby'], ...describing)}
        width={selectWidth}
        maxW={selectMaxW}
      />
    </FieldFrame>
  );
}
