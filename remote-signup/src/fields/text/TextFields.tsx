import type { FieldOfType } from '@marathon/shared/api';
import { Input } from '@marathon/shared/ui-interactive';
import type { HTMLAttributes } from 'react';
import { textControlProps } from '../basic-support/control-props';
import { defineField } from '../define-field';
import { stringValue } from '../field-values';

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

/** A field of one line of text; `traitsOf` says what kind of text the input takes. */
function singleLineField<T extends SingleLineType>(traitsOf: (field: FieldOfType<T>) => InputTraits) {
  return defineField<T>({
    readOnly: ({ value }) => stringValue(value),
    Edit: function SingleLineEdit(props) {
      const traits = traitsOf(props.field);
      return (
        <Input
          {...textControlProps(props, stringValue(props.value), props.error)}
          type={traits.type}
          inputMode={traits.inputMode}
          autoComplete={traits.autoComplete ?? 'off'}
          maxLength={traits.maxLength}
          placeholder={traits.placeholder}
        />
      );
    },
  });
}

/** A single line of text, at most the configured length ('input'). */
export const TextInputField = singleLineField<'input'>((field) => ({
  type: 'text',
  inputMode: 'text',
  maxLength: field.maxLength,
}));

export const EmailField = singleLineField<'email'>(() => ({
  type: 'text',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: 254,
}));

/** A mainland mobile number: eleven digits, the phone keypad on touch screens. */
export const PhoneField = singleLineField<'phone'>(() => ({
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-national',
  maxLength: 11,
}));

/** A web address; a bad one reads 请输入正确的网址, from the shared error table. */
export const UrlField = singleLineField<'url'>(() => ({
  type: 'text',
  inputMode: 'url',
  autoComplete: 'url',
  maxLength: 500,
  placeholder: 'https://',
}));
