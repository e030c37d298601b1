import type { SignupFormKind } from '@marathon/shared/api';
import type { UserData } from '@marathon/shared';

export interface Draft {
  /** Made once per draft: the API registers a submission id once, so a resent submit never doubles. */
  submissionId: string;
  answers: Record<string, unknown>;
  savedAt: number;
}

const PREFIX = 'signup-draft';

/** Drafts belong to one account on this browser: another runner signing in here never sees them. */
export function accountKey(userData: UserData | null): string {
  const id = userData?.userInfo?.userId ?? userData?.accountInfo?.userId ?? userData?.accountInfo?.accountId;
  return id === undefined ? 'anonymous' : String(id);
}

const storageKey = (account: string, year: number, kind: SignupFormKind) =>
  `${PREFIX}:${account}:${year}:${kind}`;

export function readDraft(account: string, year: number, kind: SignupFormKind): Draft | null {
  try {
    const raw = localStorage.getItem(storageKey(account, year, kind));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft.submissionId !== 'string' || !draft.answers || typeof draft.answers !== 'object')
      return null;
    return { submissionId: draft.submissionId, answers: draft.answers, savedAt: Number(draft.savedAt) || 0 };
  } catch {
    // A draft written by an older page or edited by hand is dropped rather than breaking the form.
    return null;
  }
}

export function saveDraft(
  account: string,
  year: number,
  kind: SignupFormKind,
  answers: Record<string, unknown>,
): Draft {
  const draft: Draft = {
    submissionId: readDraft(account, year, kind)?.submissionId ?? crypto.randomUUID(),
    answers,
    savedAt: Date.now(),
  };
  try {
    localStorage.setItem(storageKey(account, year, kind), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without surviving a reload.
  }
  return draft;
}

export function clearDraft(account: string, year: number, kind: SignupFormKind): void {
  localStorage.removeItem(storageKey(account, year, kind));
}
