import { i18n, type Language } from '@marathon/shared';
import { isSignupFieldError } from '@marathon/shared/api';
import type { FieldErrors } from 'react-hook-form';

/**
 * The words of an issue code in a language, from the sign-up bundle; an unknown code (one zod wrote itself)
 * reads as the generic 'required'. The language is explicit: the field demos show both at once.
 */
export function fieldErrorText(code: string, language: Language): string {
  const known = isSignupFieldError(code) ? code : 'required';
  return i18n.getFixedT(language)(`signup.fieldErrors.${known}`);
}

interface ErrorNode {
  message?: unknown;
  [key: string]: unknown;
}

export function firstMessage(node: unknown, depth = 0): string | undefined {
  if (!node || typeof node !== 'object' || depth > 6) return undefined;
  const { message } = node as ErrorNode;
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstMessage(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The translated message of the first issue under `key` (or under `key.subPath`). Messages are codes of
 * SIGNUP_FIELD_ERRORS, so they follow a language switch while on screen.
 */
export function errorTextAt(
  errors: FieldErrors,
  key: string,
  subPath: string | undefined,
  language: Language,
): string | undefined {
  let node: unknown = errors[key];
  for (const part of subPath ? subPath.split('.') : []) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const code = firstMessage(node);
  return code ? fieldErrorText(code, language) : undefined;
}
