import { useSessionStore } from '@marathon/shared';
import type { SignupConfig, SignupFormKind } from '@marathon/shared/api';
import { useState } from 'react';
import { accountKey, readDraft } from '../draft/drafts';
import { useSignupForm } from '../fields/use-signup-form';

/**
 * A form of the race with the runner's draft of it, read once when the page opens (the form page restores it, the
 * confirm page reviews it), and the form's state started from its answers.
 */
export function useFormDraft(config: SignupConfig, kind: SignupFormKind) {
  const account = accountKey(useSessionStore((s) => s.userData));
  const form = config.forms[kind];
  const [draft] = useState(() => readDraft(account, config.year, kind));
  const methods = useSignupForm(form, draft?.answers ?? {});
  return { account, form, draft, methods };
}
