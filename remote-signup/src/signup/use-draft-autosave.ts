import type { SignupFormKind } from '@marathon/shared/api';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SignupValues } from '../fields/use-signup-form';
import { saveDraft } from '../draft/drafts';

const SAVE_DELAY_MS = 400;

/** Every change is kept in the draft shortly after it is made, so a reload or a closed tab loses nothing. */
export function useDraftAutosave(
  form: UseFormReturn<SignupValues>,
  account: string,
  year: number,
  kind: SignupFormKind,
): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const save = () => {
      pending = false;
      saveDraft(account, year, kind, form.getValues());
    };
    const subscription = form.watch(() => {
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', save);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', save);
      clearTimeout(timer);
      // Leaving the page (e.g. to the review) must not drop the last keystrokes.
      if (pending) save();
    };
  }, [form, account, year, kind]);
}
