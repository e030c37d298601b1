import { ApiError, call } from '@marathon/shared';
import { endpoints, type RegistrationReceipt, type SignupFormKind } from '@marathon/shared/api';
import type { Draft } from '../draft/drafts';

/** Sends the reviewed draft. The draft's submission id makes a repeat (double click, retry) answer the same. */
export function submitRegistration(kind: SignupFormKind, draft: Draft): Promise<RegistrationReceipt> {
  return call(endpoints.signupSubmit, {
    body: { kind, submissionId: draft.submissionId, answers: draft.answers },
    silent: true,
  });
}

/** The API names the fields it refused: `data.fields` maps a field key to an error code. */
export function refusedFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const data = (error.body as { data?: unknown }).data;
  const fields = data && typeof data === 'object' ? (data as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
