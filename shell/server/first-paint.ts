import { createHash } from 'node:crypto';
import type { CloudConfig, SiteConfig } from '@marathon/shared/api';
import { FIRST_PAINT_ID, type RuntimeConfig } from '@marathon/shared/contracts';
import { withHost } from '@marathon/shared/url';
import type { Language } from '@marathon/shared/language-cookie';
import { escapeHtml as e } from './html-escape';
import { DOCUMENT_PAINT_HASH, documentPaintBody } from './first-paint-documents';
import { ROUTE_PRELOAD_HASH, routePreloadHead } from './route-preloads';

/**
 * Runs before the body is parsed: marks whether the address is the home page, so the banner is painted only
 * there (the server never sees the part after #). Allowed by its hash in the page's Content-Security-Policy.
 */
export const ROUTE_CHECK_SCRIPT =
  "var h=location.hash,p=location.pathname;document.documentElement.setAttribute('data-first-route',p.indexOf('/reg')!==0&&/^(#\\/?(home([?\\/].*)?)?)?$/.test(h)?'home':'page')";
export const ROUTE_CHECK_HASH = `'sha256-${createHash('sha256').update(ROUTE_CHECK_SCRIPT).digest('base64')}'`;
/** The hashes of every inline script the first paint writes, for the page's Content-Security-Policy. */
export const FIRST_PAINT_SCRIPT_HASHES = [ROUTE_CHECK_HASH, ROUTE_PRELOAD_HASH, DOCUMENT_PAINT_HASH] as const;

/**
 * The first screen's look, from the same theme values the shell's components use (brand green, the 1200 px
 * column, the 88 px header and 56 px menu). The site below stays hidden until the shell shows its own.
 */
const STYLE = `#${FIRST_PAINT_ID}+#root{display:none}
#${FIRST_PAINT_ID}{font-family:"PingFang SC","Microsoft YaHei",system-ui,sans-serif;color:#27272a}
.fp-header{border-bottom:1px solid #f4f4f5;background:#fff}
.fp-row{max-width:1200px;margin:0 auto;display:flex;align-items:center}
.fp-bar{height:88px;justify-content:space-between}
.fp-brand{display:flex;align-items:center;gap:12px;color:inherit;text-decoration:none}
.fp-logo{width:180px;height:60px;object-fit:contain;object-position:left center}
.fp-title{font-size:20px;font-weight:700;line-height:30px;color:#27272a}
.fp-actions{display:flex;gap:12px}
.fp-button{box-sizing:border-box;height:36px;padding:0 14px;border-radius:4px;font-size:14px;font-weight:500;line-height:34px;border:1px solid #e4e4e7;color:#27272a}
.fp-login{background:#33722a;border-color:transparent;color:#fff}
.fp-ad{display:block;width:100%;height:80px;object-fit:cover}
.fp-menu{background:#33722a;min-height:56px}
.fp-menu .fp-row{flex-wrap:wrap}
.fp-menu a{display:block;padding:0 16px;line-height:56px;font-size:16px;color:#fff;text-decoration:none;border-radius:2px}
[data-first-route=home] .fp-menu a.fp-home,.fp-menu a.fp-active{background:rgba(0,0,0,.15);font-weight:700}
.fp-main{max-width:1200px;margin:0 auto;padding-top:32px;color:var(--chakra-colors-fg)}
.fp-banner{display:block;width:1200px;height:450px;object-fit:cover;border-radius:6px;background:#eef8eb}
[data-first-route=page] .fp-banner{display:none}
.fp-grey{background:#f1f1f1;min-height:100vh}`;

function menuEntries(cloud: CloudConfig, runtime: RuntimeConfig, language: Language) {
  const nodes = [...cloud.routes, ...cloud.remoteAsyncRoutes].flatMap((node) =>
    node.path === '/' ? (node.children ?? []).map((c) => ({ ...c, path: `/${c.path}` })) : [node],
  );
  return cloud.menu
    .filter((path) => runtime.features.showCharity || !path.includes('charity'))
    .flatMap((path) => {
      const node = nodes.find((candidate) => candidate.path === path);
      if (!node) return [];
      const title = language === 'en' ? (node.meta.titleEn ?? node.meta.title) : node.meta.title;
      return [{ path, title }];
    });
}

const TEXT = {
  zh: { switchTo: 'English', login: '请登录' },
  en: { switchTo: '中文', login: 'Please log in' },
} as const;

/**
 * The header, the menu and (on the home page) the first carousel slide as plain HTML, painted before any script
 * runs: the largest element of the home page, its banner, is on screen as soon as its image arrives. On a
 * document's address the document itself is painted too (first-paint-documents.ts): a shared link to the rules
 * is readable before the content remote has loaded. Links are real, so a click before the shell is ready still
 * goes where it says.
 */
export function firstPaintHtml(
  cloud: CloudConfig,
  siteConfig: SiteConfig,
  runtime: RuntimeConfig,
  language: Language,
  /** Whether the page asks for its route's remote code (the federated shell; a one-bundle build has none). */
  remoteCode = true,
): { head: string; body: string } {
  const image = (path: string | undefined) => e(withHost(path ?? '', runtime.imageHost));
  const settings = cloud.settings;
  const title =
    language === 'en' ? (settings?.websiteTitleEn ?? settings?.websiteTitle) : settings?.websiteTitle;
  const logo = siteConfig.logo ?? settings?.logo;
  const slide = cloud.carouselList[0];
  const slideTitle = (language === 'en' ? (slide?.titleEn ?? slide?.title) : slide?.title) ?? '';
  const ads = (siteConfig.adListTop ?? []).map(
    (ad) => `<img class="fp-ad" src="${image(ad.surfacePlotUrl)}" alt="">`,
  );
  const menu = menuEntries(cloud, runtime, language).map(
    ({ path, title: text }, index) =>
      `<a href="#${e(path)}"${index === 0 ? ' class="fp-home"' : ''}>${e(text)}</a>`,
  );
  const body = [
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true">`,
    `<div class="fp-header">${ads.join('')}<div class="fp-row fp-bar">`,
    `<a class="fp-brand" href="#/home">${logo ? `<img class="fp-logo" src="${image(logo)}" alt="" width="180" height="60">` : ''}<span class="fp-title">${e(title ?? '')}</span></a>`,
    `<div class="fp-actions"><span class="fp-button">${TEXT[language].switchTo}</span><span class="fp-button fp-login">${TEXT[language].login}</span></div>`,
    `</div></div>`,
    `<div class="fp-menu"><div class="fp-row">${menu.join('')}</div></div>`,
    `<div class="fp-main">${slide ? `<img class="fp-banner" src="${image(slide.surfacePlotUrl)}" alt="${e(slideTitle)}" width="1200" height="450" fetchpriority="high">` : ''}</div>`,
    documentPaintBody(cloud, runtime, language),
    `</div>`,
  ].join('');
  // The route's remote code is asked for here too: the start-up page places this head after its data block.
  const head = [
    `<script>${ROUTE_CHECK_SCRIPT}</script>`,
    ...(remoteCode ? [routePreloadHead(cloud, runtime)] : []),
    `<style>${STYLE}</style>`,
  ];
  return { head: head.join('\n    '), body };
}
