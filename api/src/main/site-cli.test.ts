import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContentDir } from '../modules/content/check-content-dir';
import { openDatabase, type DatabaseHandle } from '../platform/db/connect';
import { migrateToLatest } from './migrate';
import { seedIfEmpty } from '../modules/sites/seed';
import { findRace } from '../modules/sites/race-repository';
import { DEFAULT_TEMPLATE, run } from './site-cli';

const REPO_CONTENT = fileURLToPath(new URL('../../content', import.meta.url));

let handle: DatabaseHandle;
let contentDir: string;
let out: string[];
let errors: string[];

beforeEach(async () => {
  handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db);
  contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-site-cli-')), 'content');
  fs.cpSync(REPO_CONTENT, contentDir, { recursive: true });
  out = [];
  errors = [];
});
afterEach(async () => {
  await handle.close();
  fs.rmSync(path.dirname(contentDir), { recursive: true, force: true });
});

const site = (argv: string[]) =>
  run(
    handle.db,
    contentDir,
    argv,
    (line) => out.push(line),
    (line) => errors.push(line),
  );

const CREATE = [
  'create',
  '--race-id',
  'yzhm2026',
  '--name',
  '2026扬州鉴真国际半程马拉松',
  '--name-en',
  '2026 Yangzhou Jianzhen International Half Marathon',
  '--race-day',
  '2026-04-19',
  '--domain',
  'www.yzhm.example',
  '--domain',
  'M.yzhm.example',
];

const read = (domain: string, file: string) =>
  fs.readFileSync(path.join(contentDir, 'sites', domain, file), 'utf8');

async function domains() {
  return handle.db
    .selectFrom('website_domains')
    .select(['domain_name', 'race_id'])
    .orderBy('domain_name')
    .execute();
}

describe('site create', () => {
  it('creates the race, binds every domain and starts each content folder from the seeded site', async () => {
    expect(await site(CREATE)).toBe(0);
    expect(errors).toEqual([]);
    expect(out[0]).toBe(
      'race yzhm2026 created: 2026扬州鉴真国际半程马拉松 / 2026 Yangzhou Jianzhen International Half Marathon, race day 2026-04-19',
    );

    const race = await findRace(handle.db, 'yzhm2026');
    expect(race).toMatchObject({ race_name: '2026扬州鉴真国际半程马拉松', race_status: 1 });
    // 07:30 Beijing time on race day; sign-up 10:00, 90 and 60 days before.
    expect(race?.start_time).toBe(Date.parse('2026-04-19T07:30:00+08:00'));
    expect(race?.sign_up_start_time).toBe(Date.parse('2026-01-19T10:00:00+08:00'));
    expect(race?.sign_up_end_time).toBe(Date.parse('2026-02-18T10:00:00+08:00'));
    expect(await domains()).toEqual([
      { domain_name: 'localhost', race_id: 'yzhm2025' },
      { domain_name: 'm.yzhm.example', race_id: 'yzhm2026' },
      { domain_name: 'www.yzhm.example', race_id: 'yzhm2026' },
    ]);

    for (const domain of ['www.yzhm.example', 'm.yzhm.example']) {
      const index = read(domain, 'index.json');
      const cloud = JSON.parse(index) as { settings: { websiteTitle: string; websiteTitleEn: string } };
      expect(cloud.settings.websiteTitle).toBe('2026扬州鉴真国际半程马拉松');
      expect(cloud.settings.websiteTitleEn).toBe('2026 Yangzhou Jianzhen International Half Marathon');
      expect(index).toContain('4月19日');
      expect(index).toContain('19 April');
      expect(index).not.toContain('2025扬州鉴真国际半程马拉松');
      expect(index).not.toContain('4月20日');
      expect(JSON.parse(read(domain, 'config.json'))).toMatchObject({
        copyright: '版权所有 © 2026扬州鉴真国际半程马拉松组委会',
      });
      expect(fs.existsSync(path.join(contentDir, 'sites', domain, 'signup.json'))).toBe(true);
      // Every date of the new edition moved: the application and mailing deadlines with the sign-up window, kit
      // pick-up with race day, the age rule with race day; none of last year's remains.
      const signup = JSON.parse(read(domain, 'signup.json')) as {
        applications: { closesAt: number };
        mailing: { deadline: number };
      };
      expect(signup.applications.closesAt).toBe(Date.parse('2026-01-21T18:00:00+08:00'));
      expect(signup.mailing.deadline).toBe(Date.parse('2026-02-18T18:00:00+08:00'));
      expect(index).toContain('邮寄申请截止时间：2026年2月18日18:00');
      expect(index).toContain('Applications close at 18:00 on 18 February 2026');
      expect(index).toContain('2026年4月19日（星期日）7:30');
      expect(index).toContain('2026年4月16日至18日');
      expect(index).toContain('2008年4月19日以前出生');
      expect(read(domain, 'signup.json')).toContain('"max": "2008-04-19"');
      expect(index).not.toMatch(/2025年\d{1,2}月\d{1,2}日/);
      expect(index).not.toMatch(/\d{1,2} (January|April) 2025/);
    }
    // What `content:check` runs: the new folders pass it.
    expect(checkContentDir(contentDir).problems).toEqual([]);
    // The template itself is untouched.
    expect(fs.readFileSync(path.join(DEFAULT_TEMPLATE, 'index.json'), 'utf8')).toContain('4月20日');
  });

  it('takes a template whose forms carry their own windows, and moves those windows with the new edition', async () => {
    // The README's advice for trying the forms: each form with a window of its own inside last year's sign-up.
    const template = path.join(path.dirname(contentDir), 'own-windows');
    fs.cpSync(DEFAULT_TEMPLATE, template, { recursive: true });
    const file = path.join(template, 'signup.json');
    const signup = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      forms: Record<'direct' | 'post', { opensAt?: number; closesAt?: number }>;
    };
    const own = {
      opensAt: Date.parse('2025-01-22T10:00:00+08:00'),
      closesAt: Date.parse('2025-02-12T10:00:00+08:00'),
    };
    for (const form of Object.values(signup.forms)) Object.assign(form, own);
    fs.writeFileSync(file, JSON.stringify(signup, null, 2));

    expect(await site([...CREATE, '--template', template])).toBe(0);
    expect(errors).toEqual([]);
    const created = JSON.parse(read('www.yzhm.example', 'signup.json')) as typeof signup;
    for (const kind of ['direct', 'post'] as const) {
      const { opensAt, closesAt } = created.forms[kind];
      // Moved with the edition (each with its nearest anchor): in 2026, opening once the new sign-up opens and
      // closing before the new race day, none of last year's instants left.
      expect(opensAt).toBeGreaterThanOrEqual(Date.parse('2026-01-19T10:00:00+08:00'));
      expect(closesAt).toBeLessThan(Date.parse('2026-04-19T07:30:00+08:00'));
      expect(closesAt).toBeGreaterThan(opensAt ?? Number.POSITIVE_INFINITY);
    }
    expect(checkContentDir(contentDir).problems).toEqual([]);
  });

  it('refuses a race id or a domain that is taken, or a folder that exists, and changes nothing', async () => {
    expect(await site(CREATE)).toBe(0);
    const before = await domains();

    errors = [];
    expect(await site(CREATE)).toBe(1);
    expect(errors).toEqual(['race yzhm2026 already exists: choose another --race-id']);

    errors = [];
    const other = (domain: string) => [
      'create',
      '--race-id',
      'yzhm2027',
      '--name',
      '2027扬州半马',
      '--name-en',
      '2027 Yangzhou Half',
      '--race-day',
      '2027-04-18',
      '--domain',
      domain,
    ];
    const taken = other('localhost');
    expect(await site(taken)).toBe(1);
    expect(errors).toEqual(['domain localhost is already bound to race yzhm2025']);

    errors = [];
    fs.mkdirSync(path.join(contentDir, 'sites', 'new.example'));
    const folder = other('new.example');
    expect(await site(folder)).toBe(1);
    expect(errors[0]).toMatch(/sites\/new\.example already exists/);

    expect(await domains()).toEqual(before);
    expect(await findRace(handle.db, 'yzhm2027')).toBeNull();
  });

  it('names every bad or missing option and writes nothing', async () => {
    const code = await site([
      'create',
      '--race-id',
      'x',
      '--name-en',
      'A race',
      '--race-day',
      '2026-02-30',
      '--domain',
      'http://x.example',
    ]);
    expect(code).toBe(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        '--race-id: must be 2-40 letters, digits, _ or -, e.g. yzhm2026',
        '--name: is required',
        '--race-day: is not a real date',
        '--domain: is not a host name such as www.example.com (no scheme, no port, no path)',
      ]),
    );
    expect(fs.readdirSync(path.join(contentDir, 'sites'))).toEqual(['localhost']);
    expect(await site(['create', '--bogus'])).toBe(2);
    expect(await site(['delete'])).toBe(2);
  });

  it('refuses a sign-up that closes on or after race day', async () => {
    expect(await site([...CREATE, '--signup-end', '2026-04-19'])).toBe(2);
    expect(errors[0]).toBe('--signup-end: must be before the race day');
  });

  it('refuses a template whose result fails the content check, and leaves no folder and no race', async () => {
    const template = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-bad-template-'));
    fs.cpSync(DEFAULT_TEMPLATE, template, { recursive: true });
    fs.writeFileSync(path.join(template, 'index.json'), '{ "menu": [], "routes": "not a list" }');
    expect(await site([...CREATE, '--template', template])).toBe(1);
    expect(errors[0]).toBe('the new content does not pass the content check; nothing was created:');
    expect(errors.some((line) => line.includes('sites/www.yzhm.example/index.json'))).toBe(true);
    expect(fs.existsSync(path.join(contentDir, 'sites', 'www.yzhm.example'))).toBe(false);
    expect(await findRace(handle.db, 'yzhm2026')).toBeNull();
    fs.rmSync(template, { recursive: true, force: true });
  });
});

describe('site create into a new CONTENT_DIR', () => {
  const emptyContentDir = () => {
    fs.rmSync(contentDir, { recursive: true, force: true });
    fs.mkdirSync(contentDir);
  };

  it('fills an empty one with the shipped shared content, so the new site passes the content check', async () => {
    emptyContentDir();
    expect(await site(CREATE)).toBe(0);
    expect(errors).toEqual([]);
    expect(out[0]).toMatch(/^content: .* was empty: filled with the shared content of .*content \(/);
    expect(fs.existsSync(path.join(contentDir, 'images'))).toBe(true);
    // The shipped site's own folder is not copied: only the new site's.
    expect(fs.readdirSync(path.join(contentDir, 'sites')).sort()).toEqual([
      'm.yzhm.example',
      'www.yzhm.example',
    ]);
    expect(checkContentDir(contentDir).problems).toEqual([]);
  });

  it('leaves an empty one empty when the command is refused', async () => {
    emptyContentDir();
    const taken = CREATE.map((arg) => (arg === 'yzhm2026' ? 'yzhm2025' : arg));
    expect(await site(taken)).toBe(1);
    expect(errors).toEqual(['race yzhm2025 already exists: choose another --race-id']);
    expect(fs.readdirSync(contentDir)).toEqual([]);
  });

  it('says in both languages what to copy when one filled by hand lacks the shared files', async () => {
    emptyContentDir();
    fs.cpSync(path.join(REPO_CONTENT, 'i18n'), path.join(contentDir, 'i18n'), { recursive: true });
    expect(await site(CREATE)).toBe(1);
    expect(errors.some((line) => line.includes('is not in the content folder'))).toBe(true);
    const hint = errors.slice(-2);
    expect(hint[0]).toContain('请把');
    expect(hint[0]).toContain('sites/');
    expect(hint[1]).toContain('copy everything in');
    expect(await findRace(handle.db, 'yzhm2026')).toBeNull();
    expect(fs.existsSync(path.join(contentDir, 'sites', 'www.yzhm.example'))).toBe(false);
    expect(fs.existsSync(path.join(contentDir, 'images'))).toBe(false);
  });
});

describe('site list', () => {
  it('lists the races with their domains', async () => {
    await site(CREATE);
    out = [];
    expect(await site(['list'])).toBe(0);
    expect(out).toEqual([
      'yzhm2025  2025-04-20  2025扬州鉴真国际半程马拉松  localhost',
      'yzhm2026  2026-04-19  2026扬州鉴真国际半程马拉松  www.yzhm.example, m.yzhm.example',
    ]);
  });
});
