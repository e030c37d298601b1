import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CODE, endpoints } from '@marathon/shared/api';
import type { AppContext } from '../../context';
import { ApiFailure, bilingual, failures } from '../../http/api-failure';
import { sendCacheable } from '../../http/http-cache';
import { route } from '../../http/route';
import { importResults } from '../import-results';
import { checkResultsUploadInWorker } from '../results-file/check-in-worker';
import { MAX_RESULTS_FILE_BYTES, PAGE_CSP, PAGE_STYLE, renderResultsPage } from './page';
import { PAGE_SCRIPT } from './page-script';
import { pageLanguage } from './page-text';

/** Problems sent back at most: enough to fix a file in one go, small enough for any browser table. */
export const MAX_LISTED_PROBLEMS = 500;

/** The page and its assets: never framed, never cached by anyone, no referrer. */
function pageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store');
}

/** The whole file in memory (it is small, and must be read whole before one row is imported). */
async function receiveFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new ApiFailure(
      415,
      bilingual('请以 multipart/form-data 上传文件', 'Upload the file as multipart/form-data'),
    );
  }
  const tooLarge = () =>
    new ApiFailure(
      413,
      bilingual(
        `成绩文件不能超过 ${MAX_RESULTS_FILE_BYTES / 1024 / 1024} MB`,
        `The results file must be at most ${MAX_RESULTS_FILE_BYTES / 1024 / 1024} MB`,
      ),
    );
  const part = await request.file({
    limits: { fileSize: MAX_RESULTS_FILE_BYTES, files: 1, fields: 0, parts: 1 },
  });
  if (!part) throw failures.badRequest('未收到文件', 'No file was sent');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch {
    // The size limit stopped the stream.
    throw tooLarge();
  }
  if (part.file.truncated) throw tooLarge();
  return { name: part.filename.normalize('NFC').slice(-200), bytes };
}

/**
 * The organisers' results upload: a page (GET /admin/results) and its import call, both behind the review key
 * (header x-review-key). The import reads the whole file, checks every row and imports only a clean file, so a
 * bad file changes nothing.
 */
export function registerResultsAdmin(app: FastifyInstance, { db, config }: AppContext): void {
  const reviewKey = config.reviewKey ?? null;

  route(app, endpoints.adminResultsPage, {}, async ({ request, reply, query }) => {
    const language = pageLanguage(query.lang, request.headers.cookie);
    return pageHeaders(reply)
      .type('text/html; charset=utf-8')
      .send(renderResultsPage(language, new Date().getFullYear()));
  });
  route(app, endpoints.adminResultsScript, {}, async ({ request, reply }) =>
    sendCacheable(request, reply, PAGE_SCRIPT, 'text/javascript; charset=utf-8', 300),
  );
  route(app, endpoints.adminResultsStyle, {}, async ({ request, reply }) =>
    sendCacheable(request, reply, PAGE_STYLE, 'text/css; charset=utf-8', 300),
  );

  route(
    app,
    endpoints.adminResultsImport,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      // On the refusals too: a wrong key's answer is nobody's to keep.
      before: (_request, reply) => void reply.header('cache-control', 'no-store'),
      reviewKey,
    },
    async ({ request, query: { year, final } }) => {
      const file = await receiveFile(request);
      const check = await checkResultsUploadInWorker(file.bytes, file.name, year);
      if (!check.ok) {
        app.metrics.importRuns.inc({ outcome: 'refused' });
        const { total } = check;
        throw new ApiFailure(
          API_CODE.badRequest,
          bilingual(
            `文件有 ${total} 处问题，未导入任何数据`,
            `The file has ${total} problem(s): nothing was imported`,
          ),
          { problems: check.problems.slice(0, MAX_LISTED_PROBLEMS), total, format: check.format },
        );
      }
      await importResults(db, { year, final: final === '1', rows: check.rows });
      app.metrics.importRuns.inc({ outcome: 'imported' });
      // Live views of the year show the results from now on, in every process.
      await app.liveYearChanged(year);
      request.log.info({ year, rows: check.rows.length, format: check.format }, 'results imported');
      return { year, rows: check.rows.length, final: final === '1', format: check.format };
    },
  );
}
