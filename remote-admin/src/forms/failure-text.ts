import { ApiError } from '@marathon/shared';

/** What a failed call says: the API's own message (in the page's language) or the client's transport error. */
export function failureText(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}
