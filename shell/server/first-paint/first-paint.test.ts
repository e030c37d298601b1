import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudConfigSchema, siteConfigSchema } from '@marathon/shared/api';
import { SHARED_VERSION, type RemoteName, type StartupData } from '@marathon/shared/contracts';
import { raceInfoFixture } from '@marathon/shared/test-support';
import { DEFAULT_PORTS } from '../ports';
import { makeRuntimeConfig } from '../runtime-config';
import { serverWindow } from '../server-window';
import { startStaticServer } from '../static-server';
import { FirstPaints } from './first-paints';
import { paintPage } from './paint';

/*
 * A remote's first paint as the shell's server meets it: a published folder with its manifest, module and CSS.
 * Each remote below publishes one kind of fragment; the page is painted with what is good and nothing of the rest.
 */
const dir = mkdtempSync(join(tmpdir(), 'first-paint-'));
const WORKER = join(import.meta.dirname, 'fragment-worker-source.mjs');
let host: FastifyInstance;

/** A module whose render answers by the view it is asked for. */
function publish(
  name: string,
  render: string,
  version = SHARED_VERSION,
  views = ['DocumentPage', 'HomePage'],
): string {
  const folder = join(dir, name);
  mkdirSync(join(folder, 'first-paint'), { recursive: true });
  writeFileSync(
    join(folder, 'first-paint', 'view-abc.js'),
    `export function render(request, host) { ${render} }`,
  );
  writeFileSync(join(folder, 'first-paint', 'view-abc.css'), `.${name}{color:green}`);
  writeFileSync(
    join(folder, 'first-paint.json'),
    JSON.stringify({
      sharedVersion: version,
      module: 'first-paint/view-abc.js',
      css: 'first-paint/view-abc.css',
      views,
    }),
  );
  return name;
}

const startup = (): StartupData => ({
  domainName: 'race.example.com',
  runtime: makeRuntimeConfig('race.example.com', { ports: DEFAULT_PORTS, environment: 'production' }),
  binding: { raceId: 'r1', domainName: 'race.example.com' },
  info: raceInfoFixture({ raceId: 'r1' }),
  siteConfig: siteConfigSchema.parse({ logo: 'logo.svg', copyright: '©' }),
  cloud: cloudConfigSchema.parse({
    settings: { websiteTitle: '扬马', logo: 'logo.svg' },
    menu: ['/home', '/rules'],
    routes: [
      { path: '/home', name: 'Home', component: 'HomePage', meta: { title: '首页' } },
      {
        path: '/rules',
        name: 'Rules',
        component: 'DocumentPage',
        meta: { title: '规程', dataPath: 'rules' },
      },
    ],
    data: { rules: { id: 'r', time: 0, title: '规程', summary: '', recommend: false, content: '<p>x</p>' } },
  }),
  translations: [],
});

interface Logged {
  level: string;
  data: Record<string, unknown>;
  message: string;
}

function recordingLog(): { log: FastifyBaseLogger; lines: Logged[] } {
  const lines: Logged[] = [];
  const at = (level: string) => (data: Record<string, unknown>, message: string) =>
    lines.push({ level, data, message });
  const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

beforeAll(async () => {
  publish(
    'good',
    `return request.view === 'DocumentPage' ? '<article class="doc"><h1>' + request.props.dataPath + '</h1></article>'
      : '<div class="home"><div data-first-paint-slot="' + request.props.searchEntries.$slot + '"></div></div>';`,
  );
  publish('cards', `return '<div class="cards">4 cards</div>';`, SHARED_VERSION, ['SearchEntries']);
  publish('throws', `throw new Error('the view broke');`);
  publish('loops', `for (;;) {}`);
  publish('hostile', `return '<img src="x" onerror="alert(1)"><script>alert(2)</script>';`);
  publish('newer', `return '<p>from a newer shared</p>';`, '99.0.0');
  host = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1', cors: true });
});

afterAll(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The first paint of a page whose content remote is the named folder. The limits are generous: a worker that loads
 * jsdom and two remotes' modules took over 10 s on a loaded two-core machine.
 */
async function paintWith(name: string, budgetMs = 30_000, renderLimitMs = 30_000, search?: string) {
  const base = (folder: string) =>
    `http://127.0.0.1:${(host.server.address() as { port: number }).port}/${folder}/`;
  const bases: Partial<Record<RemoteName, string>> = {
    content: base(name),
    ...(search ? { search: base(search) } : {}),
  };
  const { log, lines } = recordingLog();
  const firstPaints = new FirstPaints(bases, WORKER, log, {
    renderLimitMs,
  });
  try {
    const data = startup();
    const paints = await firstPaints.current();
    const painted = await paintPage({
      startup: data,
      language: 'zh',
      paints,
      views: (paint, requests) => firstPaints.views(paint, requests, 'v1 zh'),
      deadline: Date.now() + budgetMs,
      window: serverWindow(),
      log,
    });
    return { painted, lines, firstPaints };
  } catch (error) {
    await firstPaints.close();
    throw error;
  }
}

const templates = (body: string) => [...body.matchAll(/<template data-routes="([^"]*)"/g)].map((m) => m[1]);

// Each case starts a worker (jsdom, the module, from TypeScript here): seconds on a busy machine.
describe('a remote’s first paint', { timeout: 120_000 }, () => {
  it('paints each route the remote declares from its module, with its CSS, under the shell’s frame', async () => {
    const { painted, lines, firstPaints } = await paintWith('good');
    await firstPaints.close();
    expect(templates(painted.body)).toEqual(['/ /home', '/rules']);
    expect(painted.body).toContain('<article class="doc"><h1>rules</h1></article>');
    expect(painted.body).toContain('<style>.good{color:green}</style>');
    expect(painted.body).toContain('<span class="site-header__title">扬马</span>');
    expect(painted.complete).toBe(true);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('puts another remote’s part in the slot its host view keeps for it, with that remote’s CSS', async () => {
    const { painted, firstPaints } = await paintWith('good', 30_000, 30_000, 'cards');
    await firstPaints.close();
    expect(painted.body).toContain('<div class="home"><div class="cards">4 cards</div></div>');
    expect(painted.body).toContain('<style>.cards{color:green}</style>');
    // Without the cards' remote, the slot keeps its box.
    const alone = await paintWith('good');
    await alone.firstPaints.close();
    expect(alone.painted.body).toContain(
      '<div class="home"><div data-first-paint-slot="searchEntries"></div></div>',
    );
  });

  it('paints nothing of a view that throws, and logs it; the frame is still painted', async () => {
    const { painted, lines, firstPaints } = await paintWith('throws');
    await firstPaints.close();
    expect(templates(painted.body)).toEqual([]);
    expect(painted.body).toContain('site-header__title');
    expect(lines.some((line) => line.level === 'error' && line.data.err === 'the view broke')).toBe(true);
  });

  it('refuses hostile HTML whole, logging what it held', async () => {
    const { painted, lines, firstPaints } = await paintWith('hostile');
    await firstPaints.close();
    expect(painted.body).not.toContain('alert(');
    expect(templates(painted.body)).toEqual([]);
    const refused = lines.find((line) => line.message.includes('hostile'));
    expect(refused?.data.refused).toEqual(expect.arrayContaining(['attribute onerror', 'element <script>']));
  });

  it('refuses a first paint built against a @marathon/shared this server cannot pair with', async () => {
    const { painted, lines, firstPaints } = await paintWith('newer');
    await firstPaints.close();
    expect(painted.body).not.toContain('from a newer shared');
    expect(lines.some((line) => String(line.data.reason).includes('99.0.0'))).toBe(true);
  });

  it('sends the page without a view that does not answer in time, then ends its worker and pauses it', async () => {
    const { painted, lines, firstPaints } = await paintWith('loops', 300, 1_500);
    expect(templates(painted.body)).toEqual([]);
    // Not kept: the next view tries again (here, the remote is paused once its render is ended).
    expect(painted.complete).toBe(false);
    await expect
      .poll(() => lines.some((line) => line.message.includes('rendering failed')), { timeout: 20_000 })
      .toBe(true);
    expect(await firstPaints.current()).toEqual([]);
    await firstPaints.close();
  });
});
