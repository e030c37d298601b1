import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setSiteData, startupSiteState, useSiteStore } from '@marathon/shared';
import { cloudConfigSchema, siteConfigSchema, translationFileSchema } from '@marathon/shared/api';
import { STARTUP_DATA_ID, type StartupData } from '@marathon/shared/contracts';
import { fragmentRenderer } from '@marathon/shared/server-render';
import { raceInfoFixture } from '@marathon/shared/test-support';
import { readPageStartup } from './page-startup';

const seeded = (file: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../api/content', file), 'utf8'));

const DAY = 24 * 60 * 60 * 1000;
/** The general form's own window around today (the README's advice), which the race information then reports. */
const FORM_WINDOW = { signUpStartTime: Date.now() - DAY, signUpEndTime: Date.now() + 30 * DAY };

const DATA: StartupData = {
  domainName: 'localhost',
  runtime: {
    environment: 'production',
    apiBase: 'http://localhost:8080',
    fileHost: 'http://localhost:8080/files',
    imageHost: 'http://localhost:8080/files',
    remotes: {
      content: 'http://localhost:8001/remoteEntry.js',
      auth: 'http://localhost:8002/remoteEntry.js',
      search: 'http://localhost:8003/remoteEntry.js',
      signup: 'http://localhost:8004/remoteEntry.js',
      admin: 'http://localhost:8005/remoteEntry.js',
    },
    passwordCipher: { key: '0123456789abcdef', iv: 'fedcba9876543210' },
    translationFiles: ['i18n/general.json'],
    features: {
      showCharity: true,
      applyNow: { enabled: true, showRegistrationDate: true },
      subSite: { enabled: false },
      raceSite: { enabled: false },
    },
  },
  binding: { raceId: 'yzhm2025', domainName: 'localhost' },
  info: raceInfoFixture(FORM_WINDOW),
  siteConfig: siteConfigSchema.parse(seeded('sites/localhost/config.json')),
  // The shipped index's apply-now card carries the seeded race's January 2025 week.
  cloud: cloudConfigSchema.parse(seeded('sites/localhost/index.json')),
  translations: [translationFileSchema.parse(seeded('i18n/general.json'))],
};

const EMPTY = { runtime: null, race: null, siteConfig: null, cloud: null };
afterEach(() => {
  document.head.innerHTML = '';
  setSiteData(EMPTY);
});

/** The site's state a first paint renders its views in: what the server's render sets up from the start-up data. */
function paintedState() {
  const render = fragmentRenderer({ Nothing: () => null });
  render({ view: 'Nothing', props: {}, language: 'zh', startup: DATA }, { window });
  return structuredClone(useSiteStore.getState());
}

/** The page's own state from the same data, written into its HTML as the shell's server writes it. */
function pageState() {
  setSiteData(EMPTY);
  document.head.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">${JSON.stringify(DATA)}</script>`;
  const fromPage = readPageStartup('localhost');
  if (!fromPage) throw new Error('the page has no start-up data');
  // What startSite sets once its reads are done (the page's data needs no request).
  setSiteData(startupSiteState(fromPage));
  return structuredClone(useSiteStore.getState());
}

describe('the start-up state of the first paint and of the page', () => {
  it('is the same for a form with its own window: the apply-now card takes it in both', () => {
    const painted = paintedState();
    const page = pageState();
    expect(painted).toEqual(page);
    const card = painted.cloud?.searchConfigList.find((item) => item.moduleType === 1);
    expect(card).toMatchObject(FORM_WINDOW);
  });
});
