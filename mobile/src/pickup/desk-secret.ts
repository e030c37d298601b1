/** Where the desk link's secret is kept: this tab only, gone when the volunteer closes it. */
const KEY = 'marathon.pickupDesk';
/** The link's fragment, `#desk=<secret>` (the browser never sends it to a server). */
const FRAGMENT = /^#(?:.*&)?desk=([A-Za-z0-9_-]{10,100})(?:&|$)/;

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null; // storage refused (a private mode): the secret lives only in this page's memory then
  }
}

let inMemory: string | null = null;

/**
 * The desk's secret: taken from the link's fragment into this tab's storage and wiped from the address bar at
 * once, so a screenshot, a shoulder-surfer or a shared address never carries it; a reload finds it stored.
 */
export function takeDeskSecret(): string | null {
  const match = FRAGMENT.exec(window.location.hash);
  if (match?.[1]) {
    try {
      window.sessionStorage.setItem(KEY, match[1]);
    } catch {
      inMemory = match[1]; // kept in this page's memory only (see `stored`)
    }
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
  }
  return stored() ?? inMemory;
}
