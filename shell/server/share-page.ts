import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, isNonFinisher, type ScoreAnswer } from '@marathon/shared/api';
import { languageFromCookie, type Language } from '@marathon/shared/language-cookie';
import { formatCount, formatDuration } from '@marathon/shared/race-time';
import { MOVE_FROM_SHARE_PAGE } from './share-page-move';
import { escapeHtml } from './html-escape';
import { CARD } from './share-card/card-svg';
import { imageTags, shareCardAddress } from './share-card/share-cards';
import type { InternalApi } from './internal-api/api-client';
import { KeptReads } from './kept-reads';

/** The size of the certificate's PNG (the API's drawing at twice its 800 × 1131 units). */
const CERTIFICATE_PNG = { width: 1600, height: 2262 } as const;

/** A preview picture: a PNG at its address, with its size. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/** The share address of a result: a path (a chat app never sees the part after #), on the site's own origin. */
export const SHARE_PATH = '/r/:year/:bib';
export const shareAddress = (origin: string, year: number, bib: string): string =>
  `${origin}/r/${year}/${encodeURIComponent(bib)}`;

export const YEAR = /^\d{4}$/;
// The lookup's own rule for a bib: an optional letter and up to seven digits.
export const BIB = /^[A-Za-z]?\d{1,7}$/;

const ITEMS = {
  half: { zh: '半程马拉松', en: 'half marathon' },
  fun: { zh: '欢乐跑', en: 'fun run' },
} as const;

/** What a non-finisher's share says, as the result page does. */
const OUTCOMES = {
  dnf: { zh: '未完赛（DNF）', en: 'Did not finish (DNF)' },
  dq: { zh: '取消成绩（DQ）', en: 'Disqualified (DQ)' },
} as const;

/** The title and description a chat app shows for a shared result, in the page's language. */
export function shareTags(answer: ScoreAnswer, language: Language): { title: string; description: string } {
  if (isNonFinisher(answer)) {
    const outcome = OUTCOMES[answer.status][language];
    const item = ITEMS[answer.raceItem][language];
    const reason = answer.reason ? answer.reason[language] || answer.reason.zh : '';
    return language === 'en'
      ? {
          title: `${answer.name}: ${answer.year} Yangzhou Half Marathon, ${outcome}`,
          description: `Bib ${answer.bib}, ${item}: ${outcome}.${reason ? ` Reason: ${reason}` : ''}`,
        }
      : {
          title: `${answer.name} ${answer.year} 扬州鉴真国际半程马拉松 ${outcome}`,
          description: `号码布 ${answer.bib}，${item}：${outcome}。${reason ? `原因：${reason}` : ''}`,
        };
  }
  const result = answer;
  const time = formatDuration(result.chipTimeMs);
  const item = ITEMS[result.raceItem][language];
  const finishers = formatCount(result.finishers);
  if (language === 'en') {
    return {
      title: `${result.name}: ${result.year} Yangzhou Half Marathon, ${time}`,
      description: `Bib ${result.bib}, ${item}, chip time ${time}, overall ${formatCount(result.overallRank)} of ${finishers}.`,
    };
  }
  return {
    title: `${result.name} ${result.year} 扬州鉴真国际半程马拉松 ${time}`,
    description: `号码布 ${result.bib}，${item}，净计时 ${time}，总排名 ${formatCount(result.overallRank)} / ${finishers}。`,
  };
}

/** The result's page in the site (a hash route), where a person lands after the tags are read. */
export const resultRoute = (year: number, bib: string): string =>
  `/#/score-search?year=${year}&bib=${encodeURIComponent(bib)}`;

/**
 * A tiny HTML page: the share tags (Open Graph and the plain title and description) for the chat app that reads
 * the link, and an immediate move to the result for the person who opens it. The preview picture is the
 * preview image. Everything taken from the result is escaped.
 */
export function sharePage(
  result: ScoreAnswer,
  language: Language,
  origin: string,
  /** The preview picture (a PNG): the result's own certificate, or the site's card for a DNF or DQ. */
  image: PreviewImage,
  /** The result's own address on the phone site, where a phone goes instead; none when phones go elsewhere. */
  phoneAddress: string | null = null,
): string {
  const { title, description } = shareTags(result, language);
  const target = resultRoute(result.year, result.bib);
  const url = shareAddress(origin, result.year, result.bib);
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(description)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(url)}">
${imageTags({ ...image, alt: title })}
${phoneAddress ? `<link rel="alternate" data-phone media="only screen and (max-width: 640px)" href="${e(phoneAddress)}">\n` : ''}<noscript><meta http-equiv="refresh" content="0; url=${e(target)}"></noscript>
</head>
<body>
<p><a data-result href="${e(target)}">${language === 'en' ? 'View the result' : '查看成绩'}</a></p>
<script>${MOVE_FROM_SHARE_PAGE.text}</script>
</body>
</html>
`;
}

const NOT_FOUND = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>未找到成绩 · Result not found</title></head>
<body><p>未找到这条成绩，请在成绩查询中重新查找。</p><p lang="en">This result was not found: look it up again in the score lookup.</p>
<p><a href="/#/score-search">成绩查询 · Score lookup</a></p></body></html>
`;

const UNAVAILABLE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>暂时无法读取成绩 · Result unavailable</title></head>
<body><p>成绩服务暂时无法访问，请稍后刷新本页。</p><p lang="en">The results cannot be read just now: please reload this page in a moment.</p>
<p><a href="/#/score-search">成绩查询 · Score lookup</a></p></body></html>
`;

/**
 * How long a result page waits for the API. Longer than a start-up page's budget: that page goes out without the
 * data and the shell reads it itself, while here the runner (or the chat app reading a shared link) has nothing
 * without the result, and would rather wait a few seconds on a busy race day than be told to reload.
 */
const READ_TIMEOUT_MS = 5_000;
/**
 * How long an answer about a result serves the page views after it. Results are provisional on race day (a
 * re-import or a correction changes them) and the API already lets any cache keep a lookup a minute; a few seconds
 * here turn a share link going round a group chat, or a crowd at the finish refreshing one bib, into one API read
 * a bib, while a changed result still shows within seconds.
 */
export const RESULT_KEEP_MS = 5_000;
/** Bounded memory: far more bibs than are asked within a few seconds on race day. */
const MAX_RESULTS = 10_000;

/** A result read for a page: the result, the API's "no such result" (with its message), or the API unreachable. */
export type ResultRead =
  { result: ScoreAnswer } | { missing: true; message: string } | { unavailable: string };

/** The visitor a result is looked up for: their address (their limits at the API), request id and language. */
export interface ResultAsker {
  address: string;
  requestId: string;
  language?: Language;
}

/**
 * The result behind a share address (or the phone site's result address), shared by both: views of one result at
 * once share one API read, kept a few seconds. The API answering that it has no such result is "not found"; the
 * API away, slow, limiting or answering something else is "unavailable" (not kept: the next view asks again),
 * never a real result reported as missing. The visitor who caused the read spends their lookup limit at the API;
 * the others, served the same public answer, do not. With a language, the API's message comes in it.
 */
export class ResultReads {
  private readonly reads: KeptReads<ResultRead, ResultAsker>;

  constructor(api: InternalApi, keepMs = RESULT_KEEP_MS) {
    this.reads = new KeptReads<ResultRead, ResultAsker>({
      max: MAX_RESULTS,
      freshMs: keepMs,
      keep: (read) => !('unavailable' in read),
      load: async (key, asker) => {
        const [year = '', bib = ''] = key.split(' ');
        const answer = await api.call(
          endpoints.score,
          { query: { year, bib } },
          {
            timeoutMs: READ_TIMEOUT_MS,
            visitor: { address: asker.address, requestId: asker.requestId },
            ...(asker.language ? { language: asker.language } : {}),
          },
        );
        if ('data' in answer) return { result: answer.data };
        if ('refused' in answer && (answer.refused.code === 404 || answer.refused.status === 404))
          return { missing: true, message: answer.refused.msg };
        return { unavailable: 'refused' in answer ? `code ${answer.refused.code}` : answer.unavailable };
      },
    });
  }

  read(year: string, bib: string, asker: ResultAsker): Promise<ResultRead> {
    return this.reads.read(`${year} ${bib} ${asker.language ?? ''}`, asker);
  }
}

/** Who a request's lookup is for. */
export const askerOf = (request: FastifyRequest, language?: Language): ResultAsker => ({
  address: request.ip,
  requestId: request.id,
  ...(language ? { language } : {}),
});

export interface SharePagesOptions {
  results: ResultReads;
  /** The result's own address on the phone site this server serves, or null when phones are sent elsewhere. */
  phoneAddress?: (request: FastifyRequest, year: string, bib: string) => string | null;
}

/** `/r/<year>/<bib>`: the share address of a result, answered with its share tags. */
export function registerSharePages(app: FastifyInstance, options: SharePagesOptions): void {
  app.get<{ Params: { year: string; bib: string }; Querystring: { lang?: string } }>(
    SHARE_PATH,
    async (request, reply) => {
      const { year, bib } = request.params;
      reply.type('text/html; charset=utf-8');
      if (!YEAR.test(year) || !BIB.test(bib))
        return reply.code(404).header('Cache-Control', 'no-cache').send(NOT_FOUND);
      const language: Language =
        request.query.lang === 'en' ||
        (!request.query.lang && languageFromCookie(request.headers.cookie) === 'en')
          ? 'en'
          : 'zh';
      const read = await options.results.read(year, bib, askerOf(request));
      if ('missing' in read) return reply.code(404).header('Cache-Control', 'no-cache').send(NOT_FOUND);
      if ('unavailable' in read) {
        request.log.warn({ year, bib, reason: read.unavailable }, 'share page: the result could not be read');
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', '30')
          .send(UNAVAILABLE);
      }
      const { address: origin, runtime, shared } = request.site.share;
      const { apiBase } = runtime;
      // A finisher's own certificate (a PNG the API draws, 1600 × 2262); a DNF or DQ has none: the site's card.
      const image: PreviewImage = isNonFinisher(read.result)
        ? { url: shareCardAddress(origin, '/', null, language), width: CARD.width, height: CARD.height }
        : {
            url: `${apiBase}${endpoints.certificate.path}?${new URLSearchParams({ year, bib, format: 'png' })}`,
            ...CERTIFICATE_PNG,
          };
      // Results change only when an import runs: a short shared lifetime absorbs a link going round a group chat.
      // The page depends on the path, the query (?lang) and the language cookie, and on nothing a request says
      // about the host: built from the configured origin only, or else kept by the browser alone.
      return reply
        .header('Cache-Control', shared ? 'public, max-age=60' : 'private, max-age=60')
        .header('Vary', 'Cookie')
        .send(
          sharePage(read.result, language, origin, image, options.phoneAddress?.(request, year, bib) ?? null),
        );
    },
  );
}
