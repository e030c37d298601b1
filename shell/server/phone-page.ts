import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import {
  HTML_LANG,
  PAGE_LANGUAGE_ATTRIBUTE,
  languageFromCookie,
  type Language,
} from '@marathon/shared/language-cookie';
import { PHONE_PAGE_IDS, startPhoneLookup } from '@marathon/shared/phone-lookup';
import { encodedPage, sendEncoded, type EncodedPage } from './encoded-page';
import { inlineScript, type InlineScript } from './first-paint/inline-script';
import type { HomeShareTags } from './page-share/page-share';
import { loadScriptsAfterPaint, startupScripts } from './first-paint/scripts-after-paint';
import { OPEN_PHONE_RESULT_ADDRESS } from './phone-result-address';
import { scriptJson } from './script-json';

/** The phone site's inline script that starts a result link's lookup; its hash is in the site's page policy. */
export const PHONE_LOOKUP_START = inlineScript(startPhoneLookup, PHONE_PAGE_IDS);

/** Phone pages kept made: one per origin, language and content version of the site's few domains. */
const MAX_PAGES = 64;

/** Where mobile/index.html lets the server write (before the page's scripts and stylesheet). */
const HEAD = '<!--marathon:phone-head-->';
const HTML_OPEN = '<html lang="zh-CN">';
/** The phone site's root, where a painted page's markup goes. */
const ROOT = '<div id="mobile-root"></div>';
/** The phone site's one stylesheet, as the build links it. */
const STYLESHEET = /<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/;

export interface PhonePageOptions {
  /** The phone site's built index.html. */
  indexFile: string;
  /** Where the phone site is served (/m/). */
  prefix: string;
}

/** What a page of the phone site carries beyond its built page. */
export interface PhonePageParts {
  language: Language;
  /** More of the head, after the manifest (an inline script, a JSON block). */
  head: string;
  /** The root's markup, painted on the server (empty: the browser draws the page). */
  root: string;
}

/** The phone site's built page, read once, and how the server writes a page of it. */
export interface PhoneTemplate {
  /** A page of the phone site for the request's manifest (`request.site.runtime`). */
  write(runtime: RuntimeConfig, parts: PhonePageParts): string;
  /**
   * A page whose root is painted: its scripts are asked for once the painted card is on screen, by
   * `afterPaint`, an inline script (null: the built page names no entry).
   */
  afterPaint: InlineScript | null;
  /** The site's page: an old result link moves to the result's own address, by this inline script. */
  openResult: InlineScript;
  /** The hashes of every inline script the phone pages carry, for the page policy. */
  scriptHashes: string[];
}

/**
 * Reads the built index.html once. Its stylesheet (5 KB, 1.5 KB compressed) is written into the page in place of
 * its link: a linked sheet held the first paint back by one more round trip after the document. A built page
 * without its stylesheet (a test's) keeps what it has.
 */
export function readPhoneTemplate(options: PhonePageOptions): PhoneTemplate {
  const built = readFileSync(options.indexFile, 'utf8');
  const head = built.indexOf(HEAD);
  const open = built.indexOf(HTML_OPEN);
  if (head < 0 || open < 0 || head < open || !built.includes(ROOT)) {
    throw new Error(
      `the phone site's index.html lacks ${HTML_OPEN}, ${HEAD} or ${ROOT}: rebuild the phone site`,
    );
  }
  const sheet = STYLESHEET.exec(built);
  const inlined = sheet?.[1]?.startsWith(options.prefix)
    ? built.replace(sheet[0], () => {
        const file = join(dirname(options.indexFile), (sheet[1] ?? '').slice(options.prefix.length));
        const css = readFileSync(file, 'utf8');
        if (/<\/style/i.test(css)) throw new Error(`${file} would close its <style> element`);
        return `<style>${css}</style>`;
      })
    : built;
  const at = (marker: string) => inlined.indexOf(marker);
  const [top, middle, body, bottom] = [
    inlined.slice(0, at(HTML_OPEN)),
    inlined.slice(at(HTML_OPEN) + HTML_OPEN.length, at(HEAD)),
    inlined.slice(at(HEAD) + HEAD.length, at(ROOT)),
    inlined.slice(at(ROOT) + ROOT.length),
  ];
  const scripts = startupScripts(body);
  const afterPaint = scripts ? inlineScript(loadScriptsAfterPaint, scripts.scripts) : null;
  // A painted page's head names no script: the painted card is the first thing the connection carries.
  const paintedBody = scripts?.without ?? body;
  const openResult = OPEN_PHONE_RESULT_ADDRESS(options.prefix);
  return {
    afterPaint,
    openResult,
    scriptHashes: [PHONE_LOOKUP_START.hash, openResult.hash, ...(afterPaint ? [afterPaint.hash] : [])],
    write(runtime, { language, head: more, root }) {
      const html = `<html lang="${HTML_LANG[language]}" ${PAGE_LANGUAGE_ATTRIBUTE}="${language}">`;
      const { apiBase, fileHost, features } = runtime;
      // Only what the phone site reads of the manifest (the whole is /runtime-config.json).
      const manifest = { apiBase, fileHost, features: { showCharity: features.showCharity } };
      const written = `<script type="application/json" id="${PHONE_PAGE_IDS.manifest}">${scriptJson(manifest)}</script>${more}`;
      if (!root || !afterPaint) {
        return `${top}${html}${middle}${written}${body}<div id="mobile-root">${root}</div>${bottom}`;
      }
      // After the root: the app never runs on a root the parser has not finished.
      const load = `<script>${afterPaint.text}</script>`;
      return `${top}${html}${middle}${written}${paintedBody}<div id="mobile-root">${root}</div>${load}${bottom}`;
    },
  };
}

/**
 * The phone site's page (`/m/`, `/m/index.html`, `/m/pickup`) with the visitor's language on <html>, the run-time manifest,
 * the inline script that moves an old result link to the result's own address (painted by the server,
 * `phone-result-page.ts`) and the one that starts a result link's lookup when it stays (the result card's answer
 * is asked for while the page's scripts download, instead of after they ran and read the manifest). Everything
 * else under the prefix is the built files.
 */
export function registerPhonePage(
  app: FastifyInstance,
  template: PhoneTemplate,
  prefix: string,
  /** The site's share tags, for a chat app reading the phone site's address (WeChat's browser is a phone's). */
  shareTags: HomeShareTags = async () => ({ html: '', version: 'none' }),
): void {
  const bare = prefix.replace(/\/+$/, '');
  // The page depends on the origin (its manifest), the language and the content behind its tags: made and
  // compressed once for each, not once per view.
  const pages = new LRUCache<string, EncodedPage, () => string>({
    max: MAX_PAGES,
    memoMethod: (_key, _old, { context: write }) => encodedPage(write()),
  });
  // The kit pickup desk's page (`/m/pickup`, opened by an organiser's desk link) is the same page: the phone
  // site draws the desk there; the link's secret is after `#`, never sent here.
  for (const path of [`${bare}/`, `${bare}/index.html`, `${bare}/pickup`]) {
    app.get(path, async (request, reply) => {
      const language = languageFromCookie(request.headers.cookie);
      const tags = await shareTags(request, language);
      const page = pages.memo(`${request.site.address} ${language} ${tags.version}`, {
        context: () =>
          template.write(request.site.runtime, {
            language,
            head: `${tags.html}<script>${template.openResult.text}</script><script>${PHONE_LOOKUP_START.text}</script>`,
            root: '',
          }),
      });
      // The page is in the language of the visitor's cookie.
      reply.header('Vary', 'Cookie');
      return sendEncoded(request, reply, page);
    });
  }
}
