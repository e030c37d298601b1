import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STYLESHEET_MARKERS } from '@marathon/shared/contracts';
import { builtAssetReader, PageTemplate } from './page-template';

const [OPEN, CLOSE] = STYLESHEET_MARKERS;
const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-AbC1.css">';
const built = (stylesheet: string) =>
  `<!doctype html><html lang="zh-CN"><head><!--marathon:manifest-preload--><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin /><!--/marathon:manifest-preload--><!--marathon:head-->${stylesheet}</head><body><!--marathon:body--><div id="root"></div></body></html>`;

const dist = mkdtempSync(join(tmpdir(), 'page-template-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '');
writeFileSync(join(dist, 'assets', 'style-AbC1.css'), '.site-frame{color:red}');
writeFileSync(join(dist, 'secret.css'), 'secret');
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const read = builtAssetReader(join(dist, 'index.html'));
const render = (template: PageTemplate) =>
  template.render({ language: 'en', head: '<meta name="h">', body: '' });

describe('the shell page’s stylesheet', () => {
  it('is written into the pages the server makes, in place of its link; the page as built keeps the link', () => {
    const template = new PageTemplate(built(`${OPEN}${LINK}${CLOSE}`), read);
    const page = render(template);
    expect(page).toContain('<style>.site-frame{color:red}</style>');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).not.toContain(OPEN);
    expect(template.built).toContain(LINK);
  });

  it('stays linked when the build has no marker, the file is missing, or the sheet could end its element', () => {
    expect(render(new PageTemplate(built(LINK), read))).toContain(LINK);
    const missing = LINK.replace('AbC1', 'gone');
    expect(render(new PageTemplate(built(`${OPEN}${missing}${CLOSE}`), read))).toContain(missing);
    writeFileSync(join(dist, 'assets', 'style-AbC1.css'), 'a{}</style><script>alert(1)</script>');
    expect(render(new PageTemplate(built(`${OPEN}${LINK}${CLOSE}`), read))).toContain(LINK);
    writeFileSync(join(dist, 'assets', 'style-AbC1.css'), '.site-frame{color:red}');
  });

  it('reads only a built stylesheet of the shell’s assets', () => {
    expect(read('/assets/style-AbC1.css')).toBe('.site-frame{color:red}');
    expect(read('/secret.css')).toBeNull();
    expect(read('/assets/../secret.css')).toBeNull();
    expect(read('/assets/x.js')).toBeNull();
  });
});

describe('the shell page’s start-up scripts', () => {
  const scripts =
    '<script type="module" crossorigin src="/assets/index-A1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-B2.js"><link rel="modulepreload" crossorigin href="/assets/bootstrap-C3.js">';
  const template = new PageTemplate(built(scripts));

  it('are asked for after the paint in a painted page: the head names none, the body’s script names them all', () => {
    const page = template.render({
      language: 'zh',
      head: '',
      body: '<div id="first-paint"></div>',
      painted: true,
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    const loader = /<script data-scripts="([^"]+)">/.exec(page);
    expect(JSON.parse((loader?.[1] ?? '').replace(/&#34;/g, '"'))).toEqual({
      entry: '/assets/index-A1.js',
      preloads: ['/assets/react-B2.js', '/assets/bootstrap-C3.js'],
    });
    // Before the painted page, which stays next to the React root its style hides.
    expect(page.indexOf('data-scripts')).toBeLessThan(page.indexOf('<div id="first-paint">'));
  });

  it('stay in the head of a page without a first paint, and of the page as built', () => {
    const page = template.render({ language: 'zh', head: '', body: '' });
    expect(page).toContain(scripts);
    expect(page).not.toContain('data-scripts');
    expect(template.built).toContain(scripts);
  });
});
