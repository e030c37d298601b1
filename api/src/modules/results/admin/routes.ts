import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_CODE,
  endpoints,
  MAX_RESULTS_FILE_BYTES,
  type FeedItemResult,
  type PassingInput,
} from '@marathon/shared/api';
import type { AppContext } from '../../../platform/context';
import { ApiFailure, bilingual, failures } from '../../../platform/http/api-failure';
import { readOneFile } from '../../../platform/http/read-multipart-file';
import { route } from '../../../platform/http/route';
import { importResults } from '../import-results';
import { checkResultsUploadInWorker, readPassingsUploadInWorker } from '../results-file/check-in-worker';
import type { ResultsUploadCheck } from '../results-file/read-results-file';
import { auditOriginOf } from '../../../platform/http/audit-origin';

/** Problems sent back at most: enough to fix a file in one go, small enough for any browser table. */
export const MAX_LISTED_PROBLEMS = 500;

/** What a file is called in a refusal of its size. */
const FILE_NOUNS = {
  results: { zh: '成绩文件', en: 'The results file' },
  passings: { zh: '过点记录文件', en: 'The passings file' },
} as const;

/**
 * The whole file in memory (it is small, and must be read whole before one row is imported). A malformed body
 * (no boundary, cut short, not multipart) is the sender's fault, refused with its reason like any upload's.
 */
async function receiveFile(
  request: FastifyRequest,
  kind: keyof typeof FILE_NOUNS,
): Promise<{ name: string; bytes: Buffer }> {
  const megabytes = MAX_RESULTS_FILE_BYTES / 1024 / 1024;
  const tooLarge = () =>
    new ApiFailure(
      413,
      bilingual(
        `${FILE_NOUNS[kind].zh}不能超过 ${megabytes} MB`,
        `${FILE_NOUNS[kind].en} must be at most ${megabytes} MB`,
      ),
    );
  const file = await readOneFile(request, MAX_RESULTS_FILE_BYTES, tooLarge);
  return { name: file.name.normalize('NFC').slice(-200), bytes: file.buffer };
}

/** A file that could not be read, or had a row that could not be: refused whole, its problems listed. */
function fileRefused(
  check: ResultsUploadCheck & { ok: false },
  nothing: { zh: string; en: string },
): ApiFailure {
  const { total } = check;
  return new ApiFailure(
    API_CODE.badRequest,
    bilingual(`文件有 ${total} 处问题，${nothing.zh}`, `The file has ${total} problem(s): ${nothing.en}`),
    { problems: check.problems.slice(0, MAX_LISTED_PROBLEMS), total, format: check.format },
  );
}

/**
 * What the organisers' imports need of the live views: the live module answers it (main/ hands it in), so the
 * results never reach into live and live's order of registration does not matter.
 */
export interface LiveForResults {
  /** Every open live view of a year hears that its data changed as a whole (its results were imported). */
  yearChanged(year: number): Promise<void>;
  /** Takes a read passings file as the timing feed takes its calls, answering each row's outcome. */
  passingsFile(
    year: number,
    provider: string,
    passings: { row: number; passing: PassingInput }[],
  ): Promise<(FeedItemResult & { row: number })[]>;
}

/**
 * The organisers' results upload (the console's results import screen calls it): the timing companies a passings
 * file may be taken as, and the two imports, for a staff member allowed to import results (header
 * x-staff-session; each import is recorded in the audit trail with the member). The results import reads the whole
 * file, checks every row and imports only a clean file, so a bad file changes nothing. A timing company's passings
 * file is read the same way (the same worker, limits and refusals), then judged row by row as the timing feed
 * judges a call: a row the judge refuses is listed with its reason, the others are taken, and open live streams
 * hear of them.
 */
export function registerResultsAdmin(
  app: FastifyInstance,
  { db, config, calendar, audit }: AppContext,
  live: LiveForResults,
): void {
  // The configured timing companies, and `file` as the CLI names a file's passings when no provider is given.
  const providers = [...new Set([...(config.timingFeedKeys ?? []).map((entry) => entry.provider), 'file'])];
  const uploadLimits = {
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    // On the refusals too: a refused call's answer is nobody's to keep.
    before: (_request: FastifyRequest, reply: FastifyReply) => void reply.header('cache-control', 'no-store'),
  };

  route(app, endpoints.adminPassingsProviders, uploadLimits, async () => ({ providers }));

  route(
    app,
    endpoints.adminResultsImport,
    uploadLimits,
    async ({ request, staff, query: { year, final } }) => {
      const file = await receiveFile(request, 'results');
      const check = await checkResultsUploadInWorker(file.bytes, file.name, year);
      if (!check.ok) {
        app.metrics.importRuns.inc({ outcome: 'refused' });
        throw fileRefused(check, { zh: '未导入任何数据', en: 'nothing was imported' });
      }
      await importResults(
        db,
        { year, final: final === '1', rows: check.rows },
        (await calendar()).raceDayOf(year),
      );
      app.metrics.importRuns.inc({ outcome: 'imported' });
      await audit.record(
        staff,
        { action: 'results.import', recordType: 'results-year', recordId: year },
        auditOriginOf(request),
      );
      // Live views of the year show the results from now on, in every process.
      await live.yearChanged(year);
      request.log.info({ year, rows: check.rows.length, format: check.format }, 'results imported');
      return { year, rows: check.rows.length, final: final === '1', format: check.format };
    },
  );

  route(
    app,
    endpoints.adminPassingsImport,
    uploadLimits,
    async ({ request, staff, query: { year, provider } }) => {
      if (!providers.includes(provider)) {
        throw failures.badRequest(
          `未配置计时公司“${provider}”：请从列表中选择`,
          `No timing company "${provider}" is configured: choose one from the list`,
        );
      }
      const file = await receiveFile(request, 'passings');
      const read = await readPassingsUploadInWorker(file.bytes, file.name);
      if (!read.ok) throw fileRefused(read, { zh: '未录入任何过点记录', en: 'no passing was taken' });
      const results = await live.passingsFile(year, provider, read.passings);
      await audit.record(
        staff,
        { action: 'passings.import', recordType: 'results-year', recordId: `${year}/${provider}` },
        auditOriginOf(request),
      );
      const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
      const refused = results.filter((result) => result.outcome === 'refused');
      request.log.info(
        { year, provider, rows: results.length, refused: refused.length },
        'passings file taken',
      );
      return {
        year,
        provider,
        format: read.format,
        rows: results.length,
        accepted: count('accepted'),
        replaced: count('replaced'),
        duplicate: count('duplicate'),
        refused: refused.length,
        refusedRows: refused
          .slice(0, MAX_LISTED_PROBLEMS)
          .flatMap(({ row, bib, point, reason }) => (reason ? [{ row, bib, point, reason }] : [])),
      };
    },
  );
}
