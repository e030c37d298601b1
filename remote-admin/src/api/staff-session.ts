/**
 * The staff session of this tab: kept in sessionStorage (it ends with the tab, never shared with a runner's
 * session or other tabs), sent by the console's client in the x-staff-session header the API's requireStaff reads.
 */
const KEY = 'marathon.staffSession';

type Listener = () => void;
const ended = new Set<Listener>();
/** The session when storage is refused (a private window's policy): it lives as long as the page. */
let memory: string | null = null;

export function readStaffSession(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null; // storage refused (a private window's policy): no saved session
  }
}

export function saveStaffSession(session: string): void {
  try {
    sessionStorage.setItem(KEY, session);
  } catch {
    memory = session;
  }
}

export function currentStaffSession(): string | null {
  return readStaffSession() ?? memory;
}

export function clearStaffSession(): void {
  memory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing saved
  }
}

/** The API answered 401 to a call that carried the session: it ended (expired, or ended by an administrator). */
export function noteSessionEnded(): void {
  clearStaffSession();
  for (const listener of ended) listener();
}

export function onSessionEnded(listener: Listener): () => void {
  ended.add(listener);
  return () => {
    ended.delete(listener);
  };
}
