import { ApiError } from './api-error';

/**
 * The message of a failed call, ready to show: the API writes it in the language the call asked for
 * (Accept-Language), so it is shown as it came. Null when there is nothing to show.
 */
export function errorMessageOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.message || null;
  return error instanceof Error ? error.message : null;
}
