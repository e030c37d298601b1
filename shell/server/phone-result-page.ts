import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PAINTED_ID, paintPhonePage, type PaintedPage } from '@marathon/mobile/paint';
import { languageFromCookie } from '@marathon/shared/language-cookie';
import type { PhoneTemplate } from './phone-page';
import { scriptJson } from './script-json';
import { encodedPage, sendEncoded, type EncodedPage } from './encoded-page';
import { askerOf, BIB, YEAR, type ResultRead, type ResultReads } from './share-page';

/** Result pages kept painted: as many as result reads are kept for (a few seconds of race-day bibs). */
const MAX_PAGES = 2_000;

export interface PhoneResultPagesOptions {
  /** The result reads shared with the share pages. */
  results: ResultReads;
  template: PhoneTemplate;
  /** Where the phone site is served (/m/). */
  prefix: string;
}

/**
 * `/m/r/<year>/<bib>`: a result's own address on the phone site, painted here. The server looks the result up
 * (for the visitor, in the visitor's language) and writes the phone site's own first render of it (the same
 * components, `@marathon/mobile/paint`) into the page with the answer it drew from; the phone site then hydrates
 * that markup, so the card is on screen before the bundle has run, nothing moves and nothing is asked again.
 * - No such result: the page says so (the API's own message) and answers 404.
 * - The API away, slow or answering something else: the page goes out without an answer (503, kept by no cache)
 *   and the phone site asks again itself; a result is never reported missing because the API was not reached.
 */
export function registerPhoneResultPages(app: FastifyInstance, options: PhoneResultPagesOptions): void {
  const bare = options.prefix.replace(/\/+$/, '');
  const pages = new LRUCache<string, { read: ResultRead; page: EncodedPage }>({ max: MAX_PAGES });
  app.get<{ Params: { year: string; bib: string } }>(`${bare}/r/:year/:bib`, async (request, reply) => {
    const { year, bib } = request.params;
    if (!YEAR.test(year) || !BIB.test(bib)) return reply.callNotFound();
    const language = languageFromCookie(request.headers.cookie);
    const read = await options.results.read(year, bib, askerOf(request, language));
    // The API's public address, as the visitor's browser reaches it (the card's certificate links).
    const { apiBase } = request.site.runtime;
    const painted: PaintedPage = {
      address: `${bare}/r/${year}/${bib}`,
      result:
        'unavailable' in read
          ? null
          : {
              year: Number(year),
              bib,
              language,
              apiBase,
              answer: 'result' in read ? { result: read.result } : { missing: read.message },
            },
    };
    if ('unavailable' in read) {
      request.log.warn(
        { year, bib, reason: read.unavailable },
        'phone result page: the result could not be read',
      );
      reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '30');
    } else {
      reply.code('missing' in read ? 404 : 200).header('Cache-Control', 'no-cache');
    }
    // Painted once per result read, origin and language: a crowd refreshing one bib is one render.
    const key = `${request.site.address} ${year} ${bib} ${language}`;
    let made = pages.get(key);
    if (made?.read !== read) {
      let root = '';
      try {
        root = paintPhonePage(painted, language);
      } catch (error) {
        // The page still works unpainted: the phone site draws it and looks the result up itself.
        request.log.error({ err: error, year, bib }, 'phone result page: the card could not be painted');
      }
      const page = options.template.write(request.site.runtime, {
        language,
        head: root
          ? `<script type="application/json" id="${PAINTED_ID}">${scriptJson(painted)}</script>`
          : '',
        root,
      });
      made = { read, page: encodedPage(page) };
      if (!('unavailable' in read)) pages.set(key, made);
    }
    // The page is in the language of the visitor's cookie.
    reply.header('Vary', 'Cookie');
    return sendEncoded(request, reply, made.page);
  });
}
