import type { Language } from '../constants';

// The phone site's result link starts its lookup from the page itself: the shell's server writes the run-time
// manifest and a small inline script (startPhoneLookup) into /m/'s page, which asks the API for the result while
// the page's scripts are still on their way; the app then takes that answer (takeStartedLookup) instead of asking
// again once it runs. Without it (the page served as a plain file) the app asks as before. No imports beyond a
// type: the phone bundle takes this file alone.

/** Where the page keeps what the server wrote and what the inline script started. */
export const PHONE_PAGE_IDS = {
  /** The id of the JSON block holding the run-time manifest (the same document /runtime-config.json answers). */
  manifest: 'phone-manifest',
  /** The window property holding the started lookup. */
  started: '__marathonStartedLookup',
} as const;

/**
 * The lookup the page started: which result, in which language, and the API's envelope as it came (`settled`
 * once it has come, so the app's first render can show it without waiting a turn).
 */
interface StartedLookup {
  year: number;
  bib: string;
  language: Language;
  answer: Promise<unknown>;
  settled?: unknown;
}

/**
 * Runs as an inline script while the page is parsed (its own text, hashed in the page's policy, so it imports
 * nothing and gets its names as an argument). On a result link (#/score-search?year=YYYY&bib=…, read as the
 * phone site's route does) it sends the same lookup the result card makes, in the language the server wrote on
 * <html>, and keeps the promise of its JSON. Anything unexpected leaves the lookup to the app.
 */
export function startPhoneLookup(ids: { manifest: string; started: string }): void {
  try {
    const [path = '', search = ''] = location.hash.replace(/^#/, '').split('?');
    if (path.split('/').filter(Boolean)[0] !== 'score-search') return;
    const params = new URLSearchParams(search);
    const year = Number(params.get('year'));
    const bib = params.get('bib') ?? '';
    const language = document.documentElement.getAttribute('data-language');
    const manifest = JSON.parse(document.getElementById(ids.manifest)?.textContent ?? 'null') as {
      apiBase?: unknown;
    } | null;
    if (!/^\d{4}$/.test(String(year)) || !bib || (language !== 'zh' && language !== 'en')) return;
    if (typeof manifest?.apiBase !== 'string') return;
    const query = new URLSearchParams({ year: String(year), bib }).toString();
    const answer = fetch(`${manifest.apiBase}/race-data/api/score?${query}`, {
      headers: { 'Accept-Language': language === 'en' ? 'en' : 'zh-CN' },
    }).then((response) => response.json() as Promise<unknown>);
    const lookup: StartedLookup = { year, bib, language, answer };
    // An answer nobody takes (the visitor left the link first) must not be reported as unhandled.
    answer.then(
      (settled) => {
        lookup.settled = settled;
      },
      () => undefined,
    );
    Reflect.set(window, ids.started, lookup);
  } catch {
    // The app looks the result up itself.
  }
}

/**
 * The answer the page's inline script started for this lookup, once: a later lookup (another bib, the other
 * language, the same result opened again) asks the API itself. Null when none was started or it was another.
 */
export function takeStartedLookup(year: number, bib: string, language: Language): Promise<unknown> | null {
  const started: unknown = Reflect.get(window, PHONE_PAGE_IDS.started);
  if (typeof started !== 'object' || started === null) return null;
  Reflect.deleteProperty(window, PHONE_PAGE_IDS.started);
  const lookup = started as StartedLookup;
  return lookup.year === year && lookup.bib === bib && lookup.language === language ? lookup.answer : null;
}

/**
 * The started lookup's envelope when it has already come (taken, as takeStartedLookup does), else undefined and
 * the started lookup stays for takeStartedLookup.
 */
export function takeSettledLookup(year: number, bib: string, language: Language): unknown {
  const started: unknown = Reflect.get(window, PHONE_PAGE_IDS.started);
  if (typeof started !== 'object' || started === null || !('settled' in started)) return undefined;
  return takeStartedLookup(year, bib, language) ? (started as StartedLookup).settled : undefined;
}

/** The run-time manifest the server wrote into the page, or null (a page served as a plain file has none). */
export function pageManifest(): unknown {
  try {
    const text = document.getElementById(PHONE_PAGE_IDS.manifest)?.textContent;
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
