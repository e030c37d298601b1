import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { cloudConfigSchema } from '@marathon/shared/api';
import { UI_CHUNKS_ID } from '@marathon/shared/contracts';
import { DEFAULT_PORTS } from './ports';
import {
  ROUTE_PRELOAD,
  ROUTE_PRELOADS_ID,
  chakraRoutes,
  routePreloadHtml,
  routePreloads,
} from './route-preloads';
import { makeRuntimeConfig } from './runtime-config';

const runtime = makeRuntimeConfig('race.example.com', {
  ports: DEFAULT_PORTS,
  environment: 'production',
  settings: {},
});
const CONTENT = runtime.remotes.content;
const SEARCH = runtime.remotes.search;

/** A root layout with the home page, a group that redirects to a document, and two lookup screens. */
const cloud = cloudConfigSchema.parse({
  settings: { websiteTitle: '扬马', logo: 'logo.svg' },
  menu: ['/home', '/race-information', '/score-search', '/registration-search'],
  routes: [
    {
      path: '/',
      name: 'Layout',
      meta: { title: '根' },
      children: [{ path: 'home', name: 'Home', component: 'HomePage', meta: { title: '首页' } }],
    },
    {
      path: '/race-information',
      name: 'RaceInformation',
      redirect: 'race-rules',
      meta: { title: '赛事信息' },
      children: [
        {
          path: 'race-rules',
          name: 'RaceRules',
          component: 'DocumentPage',
          meta: { title: '竞赛规程', dataPath: 'raceRules</script>' },
        },
      ],
    },
    { path: '/score-search', name: 'ScoreSearch', component: 'ScoreSearch', meta: { title: '成绩查询' } },
    {
      path: '/registration-search',
      name: 'RegistrationSearch',
      component: 'RegistrationSearch',
      meta: { title: '报名查询' },
    },
  ],
});

describe('the page’s table of route preloads', () => {
  it('names, per route, each remote’s entry and the modules the route renders, redirects followed', () => {
    const table = routePreloads(cloud, runtime);
    const home = [
      [CONTENT, ['./HomePage']],
      [SEARCH, ['./SearchEntries']],
    ];
    expect(table['/']).toEqual(home);
    expect(table['/home']).toEqual(home);
    expect(table['/race-information/race-rules']).toEqual([[CONTENT, ['./DocumentPage']]]);
    expect(table['/race-information']).toEqual([[CONTENT, ['./DocumentPage']]]);
    expect(table['/score-search']).toEqual([[SEARCH, ['./ScoreSearch']]]);
  });

  it('names the routes drawn with Chakra, whose runtime the page asks for with their modules', () => {
    // The lookups and the sign-up pages; not the home page or the documents, drawn without Chakra, nor the score
    // lookup, whose result card is too (a shared result link): its tools bring Chakra after the card.
    expect(chakraRoutes(cloud).sort()).toEqual([
      '/confirm',
      '/direct',
      '/i18NDemos',
      '/post',
      '/registration-search',
      '/upload',
    ]);
  });

  it('leaves to the shell an entry whose URL the page would resolve elsewhere (path-relative)', () => {
    const table = routePreloads(cloud, {
      ...runtime,
      remotes: {
        ...runtime.remotes,
        content: '/remotes/content/remoteEntry.js',
        search: 'search/remoteEntry.js',
      },
    });
    expect(table['/home']).toEqual([['/remotes/content/remoteEntry.js', ['./HomePage']]]);
    expect(table['/score-search']).toBeUndefined();
  });

  it('is written where no value can close its script element', () => {
    const head = routePreloadHtml(cloud, runtime);
    const table = new RegExp(`<script type="application/json" id="${ROUTE_PRELOADS_ID}">(.*?)</script>`).exec(
      head,
    );
    expect(JSON.parse(table?.[1] ?? 'null')).toEqual({
      routes: routePreloads(cloud, runtime),
      chakra: chakraRoutes(cloud),
    });
    expect(head.match(/<\/script>/g)).toHaveLength(2);
  });

  it('asks for no file a link of the page already asks for: the shell’s own preload may have come first', async () => {
    // Under load the shell's scripts can arrive and preload the route before this script's turn after the paint.
    const first = 'http://race.example.com/assets/ui-first.js';
    const second = 'http://race.example.com/assets/ui-second.js';
    const dom = new JSDOM(
      `<!doctype html><html><head><link rel="modulepreload" crossorigin="anonymous" href="${first}">` +
        `<script type="application/json" id="${UI_CHUNKS_ID}">${JSON.stringify([first, second])}</script></head>` +
        `<body><script type="application/json" id="${ROUTE_PRELOADS_ID}">` +
        `${JSON.stringify({ routes: {}, chakra: ['/registration-search'] })}</script>` +
        `<script>${ROUTE_PRELOAD.text}</script></body></html>`,
      {
        url: 'http://race.example.com/#/registration-search',
        runScripts: 'dangerously',
        pretendToBeVisual: true,
      },
    );
    const linked = () =>
      [...dom.window.document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => (link as HTMLLinkElement).href,
      );
    await vi.waitFor(() => expect(linked()).toContain(second), { timeout: 10_000 });
    expect(linked()).toEqual([first, second]);
    dom.window.close();
  });
});
