import { Flex } from '@marathon/shared/ui';
import { Input } from '@marathon/shared/ui-interactive';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { fieldAria } from './field-ids';

type InputProps = ComponentProps<typeof Input>;

export interface TextFieldProps extends Omit<
  FieldFrameProps,
  'inputId' | 'children' | 'errorTestId' | 'onChange' | 'onBlur'
> {
  /** What the input takes: react-hook-form's `register(name)` spread in, plus type, placeholder, autoComplete… */
  input: Omit<InputProps, 'id'>;
  /** The input's id; one is made up when the form has no use for it. */
  id?: string;
  /** Beside the input, e.g. a send-code button. */
  addon?: ReactNode;
  /** The input's test id; its error's is `<testId>-error`. */
  testId: string;
}

/** A labelled single-line input with its hint and error wired to it (aria-describedby, aria-invalid). */
export function TextField({ input, id, addon, testId, ...frame }: TextFieldProps) {
  const madeId = useId();
  const inputId = id ?? `text-${madeId}`;
  const control = (
    <Input
      {...input}
      id={inputId}
      data-testid={testId}
      {...fieldAria(inputId, { hint: Boolean(frame.hint), error: frame.error, required: frame.required })}
    />
  );
  return (
    <FieldFrame inputId={inputId} errorTestId={`${testId}-error`} {...frame}>
      {addon ? (
        <Flex gap="2" w="full">
          {control}
          {addon}
        </Flex>
      ) : (
        control
      )}
    </FieldFrame>
  );
}
