import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallenge, PowSolution } from '@marathon/shared/api';

/** Longer than any device should need at the default difficulty, shorter than the challenge's two-minute life. */
const SOLVE_TIMEOUT_MS = 90_000;

export interface ProofOfWork {
  /** The solution, or null when cancelled, timed out or the browser cannot derive keys (no WebCrypto). */
  solution: Promise<PowSolution | null>;
  cancel: () => void;
}

/**
 * Starts the challenge's proof of work at once, so it runs while the visitor slides. PBKDF2 runs inside the
 * browser's WebCrypto, off the page's main thread: sliding stays smooth.
 */
export function startProofOfWork(challenge: PowChallenge): ProofOfWork {
  const controller = new AbortController();
  const solution = solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS }).then(
    (solved) => (solved ? { counter: solved.counter, derivedKey: solved.derivedKey } : null),
    () => null,
  );
  return { solution, cancel: () => controller.abort() };
}
