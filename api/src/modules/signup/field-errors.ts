import type { z } from 'zod';
import { API_CODE, isSignupFieldError, type SignupFieldError } from '@marathon/shared/api';
import { ApiFailure, bilingual, failures } from '../../platform/http/api-failure';

/** Which fields of a form were refused, by field key, each with a code of SIGNUP_FIELD_ERRORS. */
export type FieldErrors = Record<string, SignupFieldError>;

export const ANSWERS_NEED_ATTENTION = bilingual('部分填写内容需要修改', 'Some answers need attention');

/**
 * The answer to refused answers: code 400, the bilingual "some answers need attention", and
 * `data: { fields: { <fieldKey>: <error code> } }` so the page can put each message under its field.
 */
export function fieldFailure(fields: FieldErrors): ApiFailure {
  return new ApiFailure(API_CODE.badRequest, ANSWERS_NEED_ATTENTION, { fields });
}

const shown = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/**
 * Field errors from the shared answers schema's issues: the first issue of each field wins. The schema's own
 * issues carry codes as messages; an issue zod wrote itself (a wrong shape the page never sends) becomes the
 * nearest code. Keys the form does not have are a malformed request, not a field to fix.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const unknown = issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
  if (unknown.length > 0) {
    const names = unknown.slice(0, 5).map(shown).join(', ');
    throw failures.badRequest(`表单没有这些字段：${names}`, `The form has no fields named: ${names}`);
  }
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || key in fields) continue;
    fields[key] = isSignupFieldError(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'tooLong'
        : 'option';
  }
  return fields;
}
