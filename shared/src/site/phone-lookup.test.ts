import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PHONE_PAGE_IDS,
  pageManifest,
  startPhoneLookup,
  takeSettledLookup,
  takeStartedLookup,
} from './phone-lookup';

/** The page as the shell's server writes it: the language on <html>, the manifest block, then the address. */
function page({
  hash,
  language = 'zh',
  apiBase = 'https://api.example.org',
}: {
  hash: string;
  language?: string;
  apiBase?: string;
}) {
  document.documentElement.setAttribute('data-language', language);
  document.body.innerHTML = `<script type="application/json" id="${PHONE_PAGE_IDS.manifest}">${JSON.stringify({ apiBase, fileHost: 'https://files.example.org' })}</script>`;
  window.location.hash = hash;
}

const ENVELOPE = { code: 0, data: { bib: '10086' } };

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, PHONE_PAGE_IDS.started);
  document.body.innerHTML = '';
});

describe('the lookup a phone result link starts from its page', () => {
  it('asks the API for the link’s result in the page’s language, and the card takes that answer once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ENVELOPE)));
    vi.stubGlobal('fetch', fetch);
    page({ hash: '#/score-search?year=2024&bib=10086', language: 'en' });
    startPhoneLookup(PHONE_PAGE_IDS);
    expect(fetch).toHaveBeenCalledWith('https://api.example.org/race-data/api/score?year=2024&bib=10086', {
      headers: { 'Accept-Language': 'en' },
    });
    const answer = takeStartedLookup(2024, '10086', 'en');
    await expect(answer).resolves.toEqual(ENVELOPE);
    // Once: the same result opened again later is asked for afresh.
    expect(takeStartedLookup(2024, '10086', 'en')).toBeNull();
  });

  it('gives nothing for another result or language, and then nothing for this one either', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(ENVELOPE))),
    );
    page({ hash: '#/score-search?year=2024&bib=10086' });
    startPhoneLookup(PHONE_PAGE_IDS);
    expect(takeStartedLookup(2024, '10086', 'en')).toBeNull();
    expect(takeStartedLookup(2024, '10086', 'zh')).toBeNull();
  });

  it('hands over an answer that has come at once, for the first render', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(ENVELOPE))),
    );
    page({ hash: '#/score-search?bib=A123&year=2023' });
    startPhoneLookup(PHONE_PAGE_IDS);
    // Not come yet: it stays for the card's load.
    expect(takeSettledLookup(2023, 'A123', 'zh')).toBeUndefined();
    await vi.waitFor(() => {
      expect(Reflect.get(window, PHONE_PAGE_IDS.started)).toHaveProperty('settled');
    });
    expect(takeSettledLookup(2023, 'A123', 'zh')).toEqual(ENVELOPE);
    expect(takeStartedLookup(2023, 'A123', 'zh')).toBeNull();
  });

  it('starts nothing on other pages, without a year, or without the manifest or language the server writes', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    for (const hash of [
      '#/news',
      '#/score-search?bib=10086',
      '#/score-search?year=24&bib=1',
      '#/score-search?year=2024',
    ]) {
      page({ hash });
      startPhoneLookup(PHONE_PAGE_IDS);
    }
    page({ hash: '#/score-search?year=2024&bib=1', language: 'fr' });
    startPhoneLookup(PHONE_PAGE_IDS);
    page({ hash: '#/score-search?year=2024&bib=1' });
    document.body.innerHTML = '';
    startPhoneLookup(PHONE_PAGE_IDS);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeStartedLookup(2024, '1', 'zh')).toBeNull();
  });

  it('reads the manifest the server wrote, and nothing from a page without it', () => {
    page({ hash: '#/news' });
    expect(pageManifest()).toMatchObject({ apiBase: 'https://api.example.org' });
    document.body.innerHTML = '';
    expect(pageManifest()).toBeNull();
  });
});
