import { Input } from '@marathon/shared/ui-interactive';
import type { HTMLAttributes } from 'react';
import { textControlProps } from '../basic-support/control-props';
import { stringValue } from '../field-values';
import { ReadOnlyValue } from '../ReadOnly';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

type SingleLineType = 'input' | 'email' | 'phone' | 'url';

interface InputTraits {
  /**
   * 'text' for email and web addresses too: the browser's own check of type=email/url would block the submit
   * with a message in the browser's language, and refuse 'example.com', which the rule accepts.
   */
  type: 'text' | 'tel';
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
}

function SingleLineField(props: FieldProps<SingleLineType> & { traits: InputTraits }) {
  const { field, value, errorAt, inputId, readOnly, traits } = props;
  const error = errorAt();
  const text = stringValue(value);
  if (readOnly) return <ReadOnlyValue field={field} inputId={inputId} error={error} text={text} />;
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <Input
        {...textControlProps(props, text, error)}
        type={traits.type}
        inputMode={traits.inputMode}
        autoComplete={traits.autoComplete ?? 'off'}
        maxLength={traits.maxLength}
        placeholder={traits.placeholder}
      />
    </FieldShell>
  );
}

/** A single line of text, at most the configured length ('input'). */
export function TextInputField(props: FieldProps<'input'>) {
  return (
    <SingleLineField
      {...props}
      traits={{ type: 'text', inputMode: 'text', maxLength: props.field.maxLength }}
    />
  );
}

export function EmailField(props: FieldProps<'email'>) {
  return (
    <SingleLineField
      {...props}
      traits={{ type: 'text', inputMode: 'email', autoComplete: 'email', maxLength: 254 }}
    />
  );
}

/** A mainland mobile number: eleven digits, the phone keypad on touch screens. */
export function PhoneField(props: FieldProps<'phone'>) {
  return (
    <SingleLineField
      {...props}
      traits={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 11 }}
    />
  );
}

/** A web address; a bad one reads 请输入正确的网址, from the shared error table. */
export function UrlField(props: FieldProps<'url'>) {
  return (
    <SingleLineField
      {...props}
      traits={{
        type: 'text',
        inputMode: 'url',
        autoComplete: 'url',
        maxLength: 500,
        placeholder: 'https://',
      }}
    />
  );
}
