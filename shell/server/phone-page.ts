import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { HTML_LANG, PAGE_LANGUAGE_ATTRIBUTE, languageFromCookie } from '@marathon/shared/language-cookie';
import { PHONE_PAGE_IDS, startPhoneLookup } from '@marathon/shared/phone-lookup';
import { inlineScript } from './first-paint/inline-script';
import { scriptJson } from './script-json';

/** The phone site's inline script that starts a result link's lookup; its hash is in the site's page policy. */
export const PHONE_LOOKUP_START = inlineScript(startPhoneLookup, PHONE_PAGE_IDS);

/** Where mobile/index.html lets the server write (before the page's scripts and stylesheet). */
const HEAD = '<!--marathon:phone-head-->';
const HTML_OPEN = '<html lang="zh-CN">';

export interface PhonePageOptions {
  /** The phone site's built index.html. */
  indexFile: string;
  /** Where the phone site is served (/m/). */
  prefix: string;
  /** The run-time manifest the visitor's browser would fetch for this request. */
  runtimeFor: (request: FastifyRequest) => RuntimeConfig;
}

/**
 * The phone site's page (`/m/`, `/m/index.html`) with the visitor's language on <html>, the run-time manifest
 * and the inline script that starts a result link's lookup: the result card's answer is asked for while the
 * page's scripts download, instead of after they ran and read the manifest (two requests later). Everything
 * else under the prefix is the built files.
 */
export function registerPhonePage(app: FastifyInstance, options: PhonePageOptions): void {
  const built = readFileSync(options.indexFile, 'utf8');
  const head = built.indexOf(HEAD);
  const open = built.indexOf(HTML_OPEN);
  if (head < 0 || open < 0 || head < open) {
    throw new Error(`the phone site's index.html lacks ${HTML_OPEN} or ${HEAD}: rebuild the phone site`);
  }
  const [top, middle, bottom] = [
    built.slice(0, open),
    built.slice(open + HTML_OPEN.length, head),
    built.slice(head + HEAD.length),
  ];
  const page = async (request: FastifyRequest) => {
    const language = languageFromCookie(request.headers.cookie);
    const html = `<html lang="${HTML_LANG[language]}" ${PAGE_LANGUAGE_ATTRIBUTE}="${language}">`;
    const { apiBase, fileHost, features } = options.runtimeFor(request);
    // Only what the phone site reads of the manifest (the whole is /runtime-config.json).
    const manifest = { apiBase, fileHost, features: { showCharity: features.showCharity } };
    const written =
      `<script type="application/json" id="${PHONE_PAGE_IDS.manifest}">${scriptJson(manifest)}</script>` +
      `<script>${PHONE_LOOKUP_START.text}</script>`;
    return `${top}${html}${middle}${written}${bottom}`;
  };
  const bare = options.prefix.replace(/\/+$/, '');
  for (const path of [`${bare}/`, `${bare}/index.html`]) {
    app.get(path, async (request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        // The page is in the language of the visitor's cookie.
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(await page(request)),
    );
  }
}
