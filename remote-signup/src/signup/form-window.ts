import type { SignupForm } from '@marathon/shared/api';

export type FormWindow = 'notYetOpen' | 'open' | 'closed';

/** Whether a form takes submissions at `now`: [opensAt, closesAt), as the API checks it. */
export function formWindow(form: Pick<SignupForm, 'opensAt' | 'closesAt'>, now: number): FormWindow {
  if (now < form.opensAt) return 'notYetOpen';
  return now < form.closesAt ? 'open' : 'closed';
}
