import { Box } from '@marathon/shared/ui';
import { Checkbox } from '@marathon/shared/ui-interactive';
import type { ReactNode } from 'react';
import { ErrorLine } from './ErrorLine';
import { describedBy as joinIds, errorIdOf } from './field-ids';

export interface CheckboxInputProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: (() => void) | undefined;
  /** The box's words; may hold links. */
  label: ReactNode;
  /** The hidden input's id (a field's label or another control may point at it). */
  id?: string | undefined;
  name?: string | undefined;
  value?: string | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  /** On the box's root (a label element: clicking it toggles the box). */
  testId: string;
  /** On the drawn box. */
  boxTestId?: string | undefined;
  size?: 'sm' | 'md';
}

/** One tick box with its words, on a native checkbox input (Chakra's Checkbox) in the brand colours. */
export function CheckboxInput({
  checked,
  onChange,
  onBlur,
  label,
  id,
  name,
  value,
  disabled,
  invalid,
  describedBy,
  testId,
  boxTestId,
  size = 'md',
}: CheckboxInputProps) {
  return (
    <Checkbox.Root
      name={name}
      value={value}
      checked={checked}
      disabled={disabled}
      invalid={invalid}
      onCheckedChange={(details) => onChange(details.checked === true)}
      {...(id ? { ids: { hiddenInput: id } } : {})}
      size={size}
      alignItems="flex-start"
      // The brand palette draws its focus ring and checked fill in the dark green (5.86:1 on white).
      colorPalette="brand"
      data-testid={testId}
    >
      <Checkbox.HiddenInput aria-describedby={describedBy} onBlur={onBlur} />
      {/* The box's edge must stand out from a white page too (3:1 for controls): grey 500 is 4.8:1. */}
      <Checkbox.Control borderColor="gray.500" data-testid={boxTestId} />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxInputProps, 'invalid' | 'id'> {
  /** The input's id; its error line's id derives from it. */
  id: string;
  /** Already in the visitor's language; its test id is `<testId>-error`. */
  error?: string | undefined;
  /** Ids of further text about the box. */
  describing?: (string | undefined | false)[];
}

/** A tick box that must or may be ticked (an agreement, a consent), with its error line under it. */
export function CheckboxField({ id, error, describing = [], testId, ...box }: CheckboxFieldProps) {
  return (
    <Box>
      <CheckboxInput
        {...box}
        id={id}
        testId={testId}
        invalid={Boolean(error)}
        describedBy={joinIds(box.describedBy, error && errorIdOf(id), ...describing)}
      />
      <ErrorLine id={errorIdOf(id)} error={error} testId={`${testId}-error`} />
    </Box>
  );
}
