import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cloudConfigSchema, type DocumentItem } from '@marathon/shared/api';
import { DEFAULT_PORTS } from './ports';
import { makeRuntimeConfig } from './runtime-config';
import { DOCUMENT_PAINT_SCRIPT, documentPaintBody, documentPaints } from './first-paint-documents';

const runtime = makeRuntimeConfig('race.example.com', {
  ports: DEFAULT_PORTS,
  environment: 'production',
  settings: { imageHost: 'https://img.example.com' },
});

const RULES: DocumentItem = {
  id: 'rules',
  // 2025-01-17 16:30 UTC is already 18 January in Yangzhou (UTC+8).
  time: Date.UTC(2025, 0, 17, 16, 30),
  title: '竞赛<规程>',
  titleEn: 'Competition rules',
  summary: '摘要',
  recommend: false,
  content:
    '<h2>一、时间</h2><p onclick="alert(1)">4月20日</p><script>window.hacked = 1</script>' +
    '<a href="javascript:alert(2)">链接</a><img src="images/a.svg" onerror="alert(3)">',
};

/** A document route of the configuration, titled by its path. */
const documentRoute = (path: string, dataPath: string, meta: { greyBackground?: boolean } = {}) => ({
  path,
  name: path,
  component: 'DocumentPage',
  meta: { title: path, dataPath, ...meta },
});

/** The home page, a group of three documents (one grey, one empty) that redirects to its first, and a list. */
const cloud = cloudConfigSchema.parse({
  settings: { websiteTitle: '扬马', logo: 'logo.svg' },
  menu: ['/home', '/race-information', '/news'],
  routes: [
    { path: '/home', name: 'Home', component: 'HomePage', meta: { title: '首页' } },
    {
      path: '/race-information',
      name: 'RaceInformation',
      meta: { title: '赛事信息' },
      children: [
        documentRoute('race-rules', 'raceRules'),
        documentRoute('statement', 'statement', { greyBackground: true }),
        documentRoute('insurance', 'nothingYet'),
      ],
    },
    { path: '/news', name: 'News', component: 'DocumentListPage', meta: { title: '新闻', dataPath: 'news' } },
  ],
  data: {
    raceRules: RULES,
    statement: [{ ...RULES, id: 's', title: '声明', content: '', summary: '只有摘要' }],
    news: [{ ...RULES, id: 'n1' }],
  },
});

/** The painted document of a route, parsed, as the page's template holds it. */
function paintOf(route: string, language: 'zh' | 'en' = 'zh') {
  const paint = documentPaints(cloud, runtime, language).find((found) => found.routes.includes(route));
  if (!paint) throw new Error(`no paint for ${route}`);
  const template = new JSDOM('').window.document.createElement('template');
  template.innerHTML = paint.html;
  return { paint, html: template.content };
}

describe('the first paint of a document route', () => {
  it('paints each document route once, named by every address that lands there', () => {
    const paints = documentPaints(cloud, runtime, 'zh');
    // The group redirects to its first child; a list and a section with nothing in it are left to the remote.
    expect(paints.map((paint) => paint.routes)).toEqual([
      ['/race-information', '/race-information/race-rules'],
      ['/race-information/statement'],
    ]);
    expect(paints.map((paint) => [paint.menu, paint.grey])).toEqual([
      ['/race-information', false],
      ['/race-information', true],
    ]);
  });

  it('paints no charity page where the site hides charity, as its menu does', () => {
    const charity = cloudConfigSchema.parse({
      ...cloud,
      menu: [...cloud.menu, '/charity'],
      routes: [...cloud.routes, documentRoute('/charity', 'raceRules')],
    });
    const routesOf = (showCharity: boolean) =>
      documentPaints(charity, { ...runtime, features: { ...runtime.features, showCharity } }, 'zh').flatMap(
        (paint) => paint.routes,
      );
    expect(routesOf(true)).toContain('/charity');
    expect(routesOf(false)).not.toContain('/charity');
    expect(routesOf(false)).toContain('/race-information/race-rules');
  });

  it('draws the title, the event-time date, the body and the closing line as the remote does, escaped', () => {
    const { html } = paintOf('/race-information/race-rules');
    expect(html.querySelector('article.document h1.ui-heading.document__title')?.textContent).toBe(
      '竞赛<规程>',
    );
    expect(html.querySelector('.document__date')?.textContent).toBe('2025.01.18');
    expect(html.querySelector('.document-content h2')?.textContent).toBe('一、时间');
    expect(html.querySelector('.document__end')?.textContent).toBe('— 已显示全部内容 —');
    // Tests find the remote's view by its ids, never this copy.
    expect(html.querySelector('[data-testid]')).toBeNull();
  });

  it('sanitizes the editors’ HTML with the page’s rules and gives images their host', () => {
    const { html } = paintOf('/race-information/race-rules');
    const body = html.querySelector('.document-content');
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.querySelector('[onclick], [onerror]')).toBeNull();
    expect(body?.querySelector('a')?.hasAttribute('href')).toBe(false);
    const img = body?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://img.example.com/images/a.svg');
    expect([img?.getAttribute('loading'), img?.getAttribute('decoding')]).toEqual(['lazy', 'async']);
  });

  it('is in English where the visitor reads English, falling back to Chinese field by field', () => {
    const { html } = paintOf('/race-information/race-rules', 'en');
    expect(html.querySelector('h1')?.textContent).toBe('Competition rules');
    expect(html.querySelector('.document-content p')?.textContent).toBe('4月20日');
    expect(html.querySelector('.document__end')?.textContent).toBe('— All content shown —');
  });

  it('shows the summary of a document without a body', () => {
    const { html } = paintOf('/race-information/statement');
    expect(html.querySelector('.document__summary')?.textContent).toBe('只有摘要');
    expect(html.querySelector('.document-content')).toBeNull();
  });
});

describe('the page picks its own document', () => {
  /** A first paint as the server writes it, at an address, with its script run by the page. */
  function pageAt(hash: string) {
    const body =
      `<div id="first-paint"><div class="fp-menu"><a href="#/home">首页</a><a href="#/race-information">赛事信息</a></div>` +
      `<div class="fp-main"></div>${documentPaintBody(cloud, runtime, 'zh')}</div>`;
    return new JSDOM(`<!doctype html><body>${body}</body>`, {
      url: `https://race.example.com/${hash}`,
      runScripts: 'dangerously',
    }).window.document;
  }

  it('shows the address’s document and highlights its menu entry', () => {
    const page = pageAt('#/race-information/race-rules?from=share');
    expect(page.querySelectorAll('.fp-main article')).toHaveLength(1);
    expect(page.querySelector('.fp-main h1')?.textContent).toBe('竞赛<规程>');
    expect(page.querySelector('.fp-active')?.textContent).toBe('赛事信息');
    expect(page.getElementById('first-paint')?.classList.contains('fp-grey')).toBe(false);
  });

  it('follows a menu group to its document, and greys a page that asks for it', () => {
    expect(pageAt('#/race-information/').querySelector('.fp-main h1')?.textContent).toBe('竞赛<规程>');
    const grey = pageAt('#/race-information/statement');
    expect(grey.getElementById('first-paint')?.classList.contains('fp-grey')).toBe(true);
  });

  it('paints no document elsewhere', () => {
    for (const hash of ['', '#/home', '#/news', '#/race-information/insurance', '#/race-information/race']) {
      const page = pageAt(hash);
      expect(page.querySelector('.fp-main article')).toBeNull();
      expect(page.querySelector('.fp-active')).toBeNull();
    }
  });

  it('writes nothing for a site without a document to paint', () => {
    const bare = cloudConfigSchema.parse({ ...cloud, data: {} });
    expect(documentPaintBody(bare, runtime, 'zh')).toBe('');
    expect(DOCUMENT_PAINT_SCRIPT).not.toContain('</script');
  });
});
