import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  info: {
    raceId: 'yzhm2025',
    raceName: '2025扬州鉴真国际半程马拉松',
    raceNameEn: '2025 Yangzhou Jianzhen International Half Marathon',
    startTime: 1745105400000,
    endTime: 1745116200000,
    signUpStartTime: 1737165600000,
    signUpEndTime: 1737684000000,
    showSignUpStartTime: 1737165600000,
    showSignUpEndTime: 1737684000000,
    ...Object.fromEntries(
      [
        'provinceId',
        'cityId',
        'districtId',
        'detailAddress',
        'imgDetail',
        'raceCategoryId',
        'raceFeatures',
        'raceItemTypeName',
        'signUpMaxNumber',
        'signUpUrl',
        'contactName',
        'contactPhone',
        'organizationId',
        'createUser',
        'updateUser',
      ].map((key) => [key, null]),
    ),
    itemTimeSetting: [],
    raceStatus: 1,
    progressStatus: 1,
    auditStatus: 1,
    submitStatus: 1,
    signUpOpenStatus: 0,
  },
  siteConfig: seeded('sites/localhost/config.json'),
  cloud: seeded('sites/localhost/index.json'),
  translations: [seeded('i18n/general.json')],
};

function writePage(data: unknown): void {
  document.head.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">${JSON.stringify(data)}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the start-up data in the page', () => {
  it('gives the manifest, the race, the site and the translations, checked with their schemas', () => {
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

  it('is ignored, with a warning, when absent or when a part fails its schema', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readPageStartup('localhost')).toBeNull();
    writePage({ ...DATA, cloud: { menu: 'not a list' } });
    expect(readPageStartup('localhost')).toBeNull();
    document.head.innerHTML = `<script type="application/json" id="${STARTUP_DATA_ID}">{not json</script>`;
    expect(readPageStartup('localhost')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
