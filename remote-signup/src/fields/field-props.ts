import type { Language } from '@marathon/shared';
import type { FieldOfType, SignupFieldType } from '@marathon/shared/api';

/**
 * What the renderer hands every field component. Values are `unknown` on the way in: a field narrows its own
 * value (a draft from local storage may hold anything) and hands back the shape its answer schema parses.
 */
export interface FieldProps<T extends SignupFieldType> {
  field: FieldOfType<T>;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Rules are checked on blur. */
  onBlur: () => void;
  /** Translated message of the first issue at `subPath` under this field (e.g. 'idNumber'), or of the field. */
  errorAt: (subPath?: string) => string | undefined;
  /** The id the label points at: the field's first input carries it. */
  inputId: string;
  language: Language;
  /** Another answer of the same form (score verification checks the entrant's name). */
  answerOf: (key: string) => unknown;
  /** The confirm page and the demos render fields read-only. */
  readOnly?: boolean;
}
