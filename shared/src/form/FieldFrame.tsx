import type { BoxProps } from '@chakra-ui/react/box';
import type { ReactNode } from 'react';
import { Box, Text, chakra } from '@marathon/shared/ui';
import { ErrorLine } from './ErrorLine';
import { errorIdOf, hintIdOf } from './field-ids';

export interface FieldFrameProps extends Omit<BoxProps, 'children'> {
  /** The id of the control the label points at (a group's first input). */
  inputId: string;
  label: ReactNode;
  required?: boolean | undefined;
  /** Said after the label of a field that may be left empty; nothing when absent. */
  optionalText?: string | undefined;
  hint?: ReactNode;
  /** Already in the visitor's language. */
  error?: string | undefined;
  /** Several inputs: a fieldset with a legend rather than one labelled input. */
  group?: boolean;
  /** 'sm' for compact forms (login, lookups); 'md' for long forms whose labels head each question. */
  size?: 'sm' | 'md';
  /** False for a control that cannot be wrong (a choice among valid options): no line is kept for an error. */
  errorLine?: boolean;
  /** The error's test id; the frame's own is `data-testid`. */
  errorTestId?: string | undefined;
  children: ReactNode;
}

/** The frame every field sits in: label (or legend), required mark, hint, the control, and its error line. */
export function FieldFrame({
  inputId,
  label,
  required,
  optionalText,
  hint,
  error,
  group = false,
  size = 'sm',
  errorLine = true,
  errorTestId,
  children,
  ...root
}: FieldFrameProps) {
  const labelContent = (
    <>
      {label}
      {required ? (
        <Text as="span" color="red.600" ms="1" aria-hidden="true">
          *
        </Text>
      ) : optionalText ? (
        <Text as="span" color="fg.muted" ms="2" fontSize="sm" fontWeight="normal">
          {optionalText}
        </Text>
      ) : null}
    </>
  );
  const labelStyle =
    size === 'md'
      ? ({ fontWeight: 'semibold', mb: '2' } as const)
      : ({ fontWeight: 'medium', fontSize: 'sm', mb: '1.5' } as const);
  return (
    <Box
      as={group ? 'fieldset' : 'div'}
      data-invalid={error ? 'true' : undefined}
      border="0"
      p="0"
      m="0"
      minW="0"
      {...root}
    >
      {group ? (
        <Box as="legend" display="block" p="0" {...labelStyle}>
          {labelContent}
        </Box>
      ) : (
        <chakra.label htmlFor={inputId} display="block" {...labelStyle}>
          {labelContent}
        </chakra.label>
      )}
      {hint ? (
        <Text fontSize="sm" color="gray.600" mb="2" id={hintIdOf(inputId)}>
          {hint}
        </Text>
      ) : null}
      {children}
      {errorLine || error ? <ErrorLine id={errorIdOf(inputId)} error={error} testId={errorTestId} /> : null}
    </Box>
  );
}
