import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cloudConfigSchema, siteConfigSchema, translationFileSchema } from '@marathon/shared/api';
import { raceInfoFixture } from '@marathon/shared/test-support';
import { STARTUP_DATA_ID, type StartupData } from '@marathon/shared/contracts';
import { readPageStartup } from './page-startup';

const seeded = (file: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../api/content', file), 'utf8'));

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
  info: raceInfoFixture(),
  // The server writes what its schemas made of the files.
  siteConfig: siteConfigSchema.parse(seeded('sites/localhost/config.json')),
  cloud: cloudConfigSchema.parse(seeded('sites/localhost/index.json')),
  translations: [translationFileSchema.parse(seeded('i18n/general.json'))],
};

function writePage(data: unknown): void {
  document.head.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">${JSON.stringify(data)}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the start-up data in the page', () => {
  it('gives the manifest, the race, the site and the translations as the server checked them', () => {
    writePage(DATA);
    const read = readPageStartup('localhost');
    expect(read?.runtime.apiBase).toBe('http://localhost:8080');
    expect(read?.race).toMatchObject({ raceId: 'yzhm2025', signUpEndTime: 1737684000000 });
    expect(read?.cloud.menu.length).toBeGreaterThan(0);
    expect(read?.translations).toHaveLength(1);
  });

  it('counts only for the domain it was made for', () => {
    writePage(DATA);
    expect(readPageStartup('www.other.example')).toBeNull();
  });

  it('is ignored, with a warning, when absent, when a part is missing or when it is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readPageStartup('localhost')).toBeNull();
    writePage({ ...DATA, cloud: null });
    expect(readPageStartup('localhost')).toBeNull();
    writePage({ ...DATA, runtime: undefined });
    expect(readPageStartup('localhost')).toBeNull();
    document.head.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">{not json</script>`;
    expect(readPageStartup('localhost')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
