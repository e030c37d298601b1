/**
 * When this page last used its session on the server (a call that carried the token and succeeded): the server
 * slid the session then, so the activity renewal (renewal.ts) need not ask again for a while.
 */
let lastUse = 0;

export function noteSessionUse(now = Date.now()): void {
  lastUse = now;
}

export function lastSessionUse(): number {
  return lastUse;
}
