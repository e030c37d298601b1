import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContentDir, TEST_CLOUD_CONFIG } from '../../test-support/test-app';
import { checkContentDir } from './check-content-dir';
import { formatProblem } from './problems';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function contentDir(cloud: unknown = TEST_CLOUD_CONFIG): string {
  const dir = makeContentDir();
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'sites/localhost/index.json'), JSON.stringify(cloud, null, 2));
  return dir;
}

/** A cloud config with one mistake of each kind the check knows about. */
const [LAYOUT] = TEST_CLOUD_CONFIG.routes;
const BROKEN = {
  ...TEST_CLOUD_CONFIG,
  menu: ['/home', '/nowhere'],
  routes: [
    {
      ...LAYOUT,
      children: [
        ...(LAYOUT?.children ?? []),
        {
          path: 'rules',
          name: 'Rules',
          component: 'DocumentPage',
          meta: { title: '规程', dataPath: 'rules' },
        },
      ],
    },
  ],
  data: {
    'aboutVolunteer ': [
      { id: 'a', time: 1, title: '招募' },
      { id: 'a', time: 'yesterday', title: '招募二' },
      { id: 'b', time: 2, title: '外链', jumpUrl: 'no-such-id' },
    ],
  },
  carouselList: [{ surfacePlotUrl: 'images/missing.svg', jumpUrl: '' }],
};

describe('content check', () => {
  it('passes the shipped content folder', () => {
    const report = checkContentDir(fileURLToPath(new URL('../../../content', import.meta.url)));
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.files).toContain('sites/localhost/index.json');
    expect(report.files).toContain('sites/localhost/signup.json');
  });

  it('reports a broken signup.json like the other site files, and skips a site without one', () => {
    const dir = contentDir();
    expect(checkContentDir(dir).files).not.toContain('sites/localhost/signup.json');
    fs.writeFileSync(
      path.join(dir, 'sites/localhost/signup.json'),
      JSON.stringify({ mailing: { deadline: 'soon' } }),
    );
    const lines = checkContentDir(dir).problems.map(formatProblem);
    expect(lines).toContain(
      'sites/localhost/signup.json $.mailing.deadline: Invalid input: expected number, received string',
    );
    expect(lines.some((line) => line.startsWith('sites/localhost/signup.json $.forms'))).toBe(true);
    fs.writeFileSync(path.join(dir, 'sites/localhost/signup.json'), '{');
    expect(checkContentDir(dir).problems.map(formatProblem)[0]).toMatch(
      /^sites\/localhost\/signup\.json \$: not valid JSON/,
    );
  });

  it('refuses a signup.json that names its own edition: the edition is the race’s year', () => {
    const dir = contentDir();
    const shipped = JSON.parse(
      fs.readFileSync(
        fileURLToPath(new URL('../../../content/sites/localhost/signup.json', import.meta.url)),
        'utf8',
      ),
    ) as Record<string, unknown>;
    fs.writeFileSync(
      path.join(dir, 'sites/localhost/signup.json'),
      JSON.stringify({ ...shipped, year: 2027 }),
    );
    expect(checkContentDir(dir).problems.map(formatProblem)).toEqual([
      "sites/localhost/signup.json $.year: remove year: the edition is the year of the race's race day",
    ]);
  });

  it('refuses a past-result check that cannot ask for the ID number on the result', () => {
    const dir = contentDir();
    const shipped = JSON.parse(
      fs.readFileSync(
        fileURLToPath(new URL('../../../content/sites/localhost/signup.json', import.meta.url)),
        'utf8',
      ),
    ) as { forms: { post: { fields: { key: string }[] } } };
    const field = shipped.forms.post.fields.find((f) => f.key === 'previousResult');
    Object.assign(field ?? {}, { identityField: 'email' });
    fs.writeFileSync(path.join(dir, 'sites/localhost/signup.json'), JSON.stringify(shipped));
    const index = shipped.forms.post.fields.findIndex((f) => f.key === 'previousResult');
    expect(checkContentDir(dir).problems.map(formatProblem)).toEqual([
      `sites/localhost/signup.json $.forms.post.fields[${index}].identityField: identityField "email" must name an advanced country field of this form (the ID number proves the result)`,
    ]);
  });

  it('refuses content that contradicts the forms: another name for a race, an apply-now card leading elsewhere', () => {
    const dir = contentDir();
    const shipped = (name: string) =>
      fs.readFileSync(
        fileURLToPath(new URL(`../../../content/sites/localhost/${name}`, import.meta.url)),
        'utf8',
      );
    const cloud = JSON.parse(shipped('index.json')) as {
      searchConfigList: { moduleType: number; jumpType: number; jumpUrl: string }[];
      [key: string]: unknown;
    };
    const card = cloud.searchConfigList.findIndex((c) => c.moduleType === 1);
    Object.assign(cloud.searchConfigList[card] ?? {}, { jumpType: 1, jumpUrl: 'https://reg.example.org' });
    const text = JSON.stringify(cloud).replace('亲子欢乐跑', '亲子健康跑');
    fs.writeFileSync(path.join(dir, 'sites/localhost/index.json'), text);
    fs.writeFileSync(path.join(dir, 'sites/localhost/signup.json'), shipped('signup.json'));
    const lines = checkContentDir(dir).problems.map(formatProblem);
    expect(lines).toContain(
      `sites/localhost/index.json $.searchConfigList[${card}].jumpUrl: the apply-now card leads to "https://reg.example.org", but this site takes entries on its own form: use "/post" (jumpType 2), where the footer's sign-up link goes`,
    );
    expect(
      lines.some((line) =>
        line.endsWith('"健康跑": the forms and results call this race 欢乐跑; use the same name'),
      ),
    ).toBe(true);
  });

  it('passes a minimal valid folder', () => {
    expect(checkContentDir(contentDir()).problems).toEqual([]);
  });

  it('names file, JSON path and problem of a schema error', () => {
    const report = checkContentDir(contentDir(BROKEN));
    expect(report.problems).toEqual([
      {
        file: 'sites/localhost/index.json',
        path: '$.data["aboutVolunteer "][1].time',
        message: expect.stringContaining('expected number'),
      },
      // Missing images are found even when the shape is wrong.
      {
        file: 'sites/localhost/index.json',
        path: '$.carouselList[0].surfacePlotUrl',
        message: 'image images/missing.svg is not in the content folder',
      },
    ]);
  });

  it('names cross-reference errors once the shape is right', () => {
    const fixed = structuredClone(BROKEN);
    fixed.data['aboutVolunteer '][1] = { id: 'a', time: 3, title: '招募二' };
    const lines = checkContentDir(contentDir(fixed)).problems.map(formatProblem);
    expect(lines).toEqual([
      'sites/localhost/index.json $.routes[0].children[1].meta.dataPath: no document under data["rules"]',
      'sites/localhost/index.json $.menu[1]: no top-level route has the path /nowhere',
      'sites/localhost/index.json $.data["aboutVolunteer "][1].id: id "a" is already used by item 0',
      'sites/localhost/index.json $.data["aboutVolunteer "][2].jumpUrl: "no-such-id" is neither a web address nor the id of a document in data["aboutVolunteer "]',
      'sites/localhost/index.json $.carouselList[0].surfacePlotUrl: image images/missing.svg is not in the content folder',
    ]);
  });

  it('refuses a home card that disagrees with its lookup page', () => {
    const cloud = {
      ...TEST_CLOUD_CONFIG,
      scoreSearch: { openStatus: 1, jumpType: 2, jumpUrl: '/score-search' },
      searchConfigList: [
        { id: 3, title: '成绩查询', moduleType: 3, openStatus: 0, jumpType: 2, jumpUrl: '/score-search' },
      ],
    };
    expect(checkContentDir(contentDir(cloud)).problems.map(formatProblem)).toEqual([
      'sites/localhost/index.json $.searchConfigList[0].openStatus: the home card says closed while its page scoreSearch is open',
    ]);
  });

  it('reports a file that is not JSON and a translation file without English', () => {
    const dir = contentDir();
    fs.writeFileSync(path.join(dir, 'sites/localhost/config.json'), '{ "logo": ');
    fs.writeFileSync(path.join(dir, 'i18n/race.json'), JSON.stringify({ zh: {} }));
    const report = checkContentDir(dir);
    expect(report.problems).toEqual([
      { file: 'sites/localhost/config.json', path: '$', message: expect.stringMatching(/^not valid JSON/) },
      { file: 'i18n/race.json', path: '$.en', message: 'the en dictionary is missing' },
    ]);
  });

  it('reports a folder that does not exist', () => {
    const report = checkContentDir('/no/such/content/folder');
    expect(report.problems).toEqual([
      { file: '/no/such/content/folder', path: '$', message: 'the content folder does not exist' },
    ]);
  });

  it("refuses signup.json dates from before its race's own sign-up window", () => {
    const shipped = fileURLToPath(new URL('../../../content', import.meta.url));
    const opens2026 = Date.parse('2026-01-19T10:00:00+08:00');
    const stale = checkContentDir(shipped, (site) => (site === 'localhost' ? opens2026 : undefined));
    expect(stale.problems.map(formatProblem)).toEqual([
      "sites/localhost/signup.json $.applications.closesAt: 2025-01-20 18:00 (Beijing time) is before the race's sign-up window opens (2026-01-19 10:00): a date of an earlier edition?",
      "sites/localhost/signup.json $.mailing.deadline: 2025-01-24 18:00 (Beijing time) is before the race's sign-up window opens (2026-01-19 10:00): a date of an earlier edition?",
    ]);
    // Held to its own race's window (sign-up opens 2025-01-18 10:00), the shipped site passes.
    const own = Date.parse('2025-01-18T10:00:00+08:00');
    expect(checkContentDir(shipped, () => own).problems).toEqual([]);
  });

  it('runs as a command: problems on stderr and exit code 1, success exit code 0; CONTENT_DIR by default', () => {
    const cli = fileURLToPath(new URL('../../main/cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const noDatabase = { ...process.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'no-db-')) };
    const good = execFileSync(tsx, [cli, 'content:check', contentDir()], {
      encoding: 'utf8',
      env: noDatabase,
    });
    expect(good).toContain("(no database: sign-up dates not compared with the races' windows)");
    expect(good).toContain('Content check passed');
    const broken = contentDir(BROKEN);
    for (const [args, env] of [
      [[broken], {}],
      // No folder named: the one the API serves (CONTENT_DIR), as in the production image.
      [[], { CONTENT_DIR: broken }],
    ] as const) {
      let failure: { status?: number; stderr?: string } = {};
      try {
        execFileSync(tsx, [cli, 'content:check', ...args], {
          encoding: 'utf8',
          stdio: 'pipe',
          // No database to read: the dates are not compared with a race's window (said on stdout).
          env: { ...process.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'no-db-')), ...env },
        });
      } catch (error) {
        failure = error as { status?: number; stderr?: string };
      }
      expect(failure.status).toBe(1);
      expect(failure.stderr).toContain(`Content check found 2 problem(s) in ${broken}`);
      expect(failure.stderr).toContain('sites/localhost/index.json $.data["aboutVolunteer "][1].time:');
    }
  }, 60_000);
});

describe('the season file (season/<year>.json)', () => {
  it('refuses draw settings whose tiers are out of order, reserved places beyond the places, or another year', () => {
    const dir = contentDir();
    fs.mkdirSync(path.join(dir, 'season'));
    const draw = {
      raceItem: 'half',
      places: 10,
      reservedPlaces: 11,
      drawAt: 1,
      feeFen: 16000,
      payWindowMs: 86_400_000,
      refundTiers: [
        { until: 20, percent: 100 },
        { until: 10, percent: 80 },
      ],
    };
    fs.writeFileSync(path.join(dir, 'season/2026.json'), JSON.stringify({ year: 2026, draws: [draw] }));
    fs.writeFileSync(
      path.join(dir, 'season/2027.json'),
      JSON.stringify({ year: 2026, draws: [{ ...draw, reservedPlaces: 0, refundTiers: [] }] }),
    );
    const messages = checkContentDir(dir).problems.map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('reservedPlaces must not exceed places'),
        expect.stringContaining('refundTiers must be in increasing order of until'),
        expect.stringContaining("the year must be the file's (2027.json)"),
      ]),
    );
    expect(checkContentDir(dir).files).toEqual(
      expect.arrayContaining(['season/2026.json', 'season/2027.json']),
    );
  });
});
