import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import type { CloudConfig, DocumentItem } from '@marathon/shared/api';
import { asList, findContent } from '@marathon/shared/api/content-at';
import { FIRST_PAINT_ID, type RuntimeConfig } from '@marathon/shared/contracts';
import type { Language } from '@marathon/shared/language-cookie';
import { formatDocumentDate, localized, sharedMessages } from '@marathon/shared/plain-text';
import { resolveContentImages, sanitizerFor } from '@marathon/shared/sanitize';
import { withHost } from '@marathon/shared/url';
import { buildSiteRoutes, landingSiteRoute } from '@marathon/shared/site-routes';
import { hashPath } from '../src/routing/route-remotes';
import { escapeHtml as e } from './html-escape';

/**
 * The content remote's own CSS for a document, read from its sources once: the first paint is replaced by the
 * remote's view as soon as that is ready; a content deploy that changes this CSS shows its new look from then
 * on, and in the first paint once this server is deployed again. A server without the content remote's sources
 * paints no document (null), only the header and menu.
 */
let documentCss: string | null | undefined;
function readDocumentCss(): string | null {
  if (documentCss === undefined) {
    try {
      documentCss = readFileSync(
        new URL('../../remote-content/src/document/document.css', import.meta.url),
        'utf8',
      )
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .trim();
    } catch {
      documentCss = null;
    }
  }
  return documentCss;
}

/**
 * Runs at the end of the first paint: shows the document of the address's route (the server never sees the part
 * after '#', so it writes every document route's page in a template and the page picks its own), highlights the
 * route's menu entry, and greys the page where the route asks for it. The path rule is hashPath's
 * (shell/src/routing/route-remotes.ts). Allowed by its hash in the page's Content-Security-Policy.
 */
export const DOCUMENT_PAINT_SCRIPT = `(function(){var f=document.getElementById('${FIRST_PAINT_ID}'),p=' '+(location.hash.replace(/^#/,'').split('?')[0].replace(/\\/+$/,'')||'/')+' ';if(!f)return;var t=f.querySelectorAll('template[data-routes]');for(var i=0;i<t.length;i++){if((' '+t[i].getAttribute('data-routes')+' ').indexOf(p)<0)continue;f.querySelector('.fp-main').appendChild(t[i].content);var m='#'+t[i].getAttribute('data-menu'),a=f.querySelectorAll('.fp-menu a');for(var j=0;j<a.length;j++)if(a[j].getAttribute('href')===m)a[j].classList.add('fp-active');if(t[i].hasAttribute('data-grey'))f.classList.add('fp-grey');return}})()`;
export const DOCUMENT_PAINT_HASH = `'sha256-${createHash('sha256').update(DOCUMENT_PAINT_SCRIPT).digest('base64')}'`;

/** One DOM for the server's whole life: DOMPurify and the image pass only parse strings in it. */
let server: { sanitize: (html: string) => string; document: Document } | undefined;
function serverDom() {
  if (!server) {
    const { window } = new JSDOM('');
    // jsdom's window is a browser window as DOMPurify reads it; its types name jsdom's own classes.
    server = {
      sanitize: sanitizerFor(window as unknown as Parameters<typeof sanitizerFor>[0]),
      document: window.document,
    };
  }
  return server;
}

/**
 * A document as the content remote's DocumentView draws it (the same elements and classes, so document.css lays
 * it out the same), without its test ids: tests find the remote's view, not this copy.
 */
export function documentHtml(item: DocumentItem, language: Language, runtime: RuntimeConfig): string {
  const { sanitize, document } = serverDom();
  const title = localized(language, item.title, item.titleEn);
  const body = resolveContentImages(
    sanitize(localized(language, item.content, item.contentEn)),
    (src) => withHost(src, runtime.imageHost),
    document,
  );
  const end = sharedMessages[language].common.allContentShown;
  return [
    `<article class="document">`,
    `<h1 class="ui-heading document__title">${e(title)}</h1>`,
    `<p class="document__date">${formatDocumentDate(item.time)}</p>`,
    `<span class="document__rule" role="separator" aria-orientation="horizontal"></span>`,
    body.trim()
      ? `<div class="document-content">${body}</div>`
      : `<p class="document__summary">${e(localized(language, item.summary, item.summaryEn))}</p>`,
    `<p class="document__end">— ${e(end)} —</p>`,
    `</article>`,
  ].join('');
}

interface DocumentPaint {
  /** Every address that lands on this document (its route, and the routes that redirect to it). */
  routes: string[];
  /** The menu entry the route highlights. */
  menu: string;
  grey: boolean;
  html: string;
}

/**
 * The document routes of the site, each with its painted document; a route whose section is empty has none, and
 * neither has a charity page where the site hides charity (the menu the first paint draws hides it too).
 */
export function documentPaints(
  cloud: CloudConfig,
  runtime: RuntimeConfig,
  language: Language,
): DocumentPaint[] {
  const paints = new Map<string, DocumentPaint>();
  // The routes the router has: built once for every path, charity only where the site shows it.
  const routes = buildSiteRoutes(cloud, { showCharity: runtime.features.showCharity });
  for (const path of new Set(['/', ...routes.map((candidate) => candidate.path)])) {
    const at = hashPath(`#${path}`);
    const { route } = landingSiteRoute(routes, at);
    if (route?.component !== 'DocumentPage') continue;
    const known = paints.get(route.path);
    if (known) {
      known.routes.push(at);
      continue;
    }
    const [item] = asList(findContent(cloud.data, route.meta.dataPath?.trim() ?? ''));
    if (!item) continue;
    paints.set(route.path, {
      routes: [at],
      menu: route.activeMenu,
      grey: route.meta.greyBackground === true,
      html: documentHtml(item, language, runtime),
    });
  }
  return [...paints.values()];
}

/**
 * The templates of every document route and the script that shows the address's one, for the end of the first
 * paint; nothing where the site has no document to paint. The style sits inside the first paint, so it leaves
 * the page with it and never competes with the remote's own CSS.
 */
export function documentPaintBody(cloud: CloudConfig, runtime: RuntimeConfig, language: Language): string {
  const css = readDocumentCss();
  const paints = css === null ? [] : documentPaints(cloud, runtime, language);
  if (paints.length === 0) return '';
  const templates = paints.map(
    (paint) =>
      `<template data-routes="${e(paint.routes.join(' '))}" data-menu="${e(paint.menu)}"${paint.grey ? ' data-grey' : ''}>${paint.html}</template>`,
  );
  return `<style>${css}</style>${templates.join('')}<script>${DOCUMENT_PAINT_SCRIPT}</script>`;
}
