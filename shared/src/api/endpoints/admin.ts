import { z } from '../../zod';
import { feedReasonSchema } from '../live';
import { raceYearSchema } from '../search';
import { endpoint, FILE_ANSWER } from './define';

/** The formats a results file may come in. */
export const RESULTS_FILE_FORMATS = ['csv-utf-8', 'csv-gb18030', 'xlsx'] as const;

/** The year imported, and whether its results are final (they may otherwise still change after protests). */
const resultsImportQuerySchema = z
  .object({ year: raceYearSchema, final: z.enum(['0', '1']).default('0') })
  .strict();

const resultsImportAnswerSchema = z.object({
  year: z.number().int(),
  rows: z.number().int(),
  final: z.boolean(),
  format: z.enum(RESULTS_FILE_FORMATS),
});

/**
 * A timing company's passings file dropped on the same page: the year, and the provider it is taken as (a name of
 * the configured timing feed keys, or `file` as the CLI takes it when none is named).
 */
const passingsImportQuerySchema = z
  .object({ year: raceYearSchema, provider: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/) })
  .strict();

/** Rows of a passings file judged, by outcome, and the refused ones with their reasons (the first few hundred). */
const passingsImportAnswerSchema = z.object({
  year: z.number().int(),
  provider: z.string(),
  format: z.enum(RESULTS_FILE_FORMATS),
  rows: z.number().int(),
  accepted: z.number().int(),
  replaced: z.number().int(),
  duplicate: z.number().int(),
  refused: z.number().int(),
  refusedRows: z.array(
    z.object({
      row: z.number().int(),
      bib: z.string(),
      point: z.string().nullable(),
      reason: feedReasonSchema,
    }),
  ),
});

/** The organisers' results upload: a page of its own with its script and style, and its import call. */
export const adminEndpoints = {
  /** The upload page (HTML), in the language of `lang` or of Accept-Language. */
  adminResultsPage: endpoint({
    method: 'GET',
    path: '/admin/results',
    bodyKind: 'none',
    query: z.object({ lang: z.string().optional() }),
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  adminResultsScript: endpoint({
    method: 'GET',
    path: '/admin/results/page.js',
    bodyKind: 'none',
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  adminResultsStyle: endpoint({
    method: 'GET',
    path: '/admin/results/page.css',
    bodyKind: 'none',
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  /** One results file (multipart, field `file`): a file with any bad row imports nothing. */
  adminResultsImport: endpoint({
    method: 'POST',
    path: '/admin/results/import',
    bodyKind: 'multipart',
    query: resultsImportQuerySchema,
    answer: resultsImportAnswerSchema,
    auth: 'staff',
    permission: 'results.import',
  }),
  /** One passings file (multipart, field `file`), judged row by row as the timing feed judges its passings. */
  adminPassingsImport: endpoint({
    method: 'POST',
    path: '/admin/results/passings',
    bodyKind: 'multipart',
    query: passingsImportQuerySchema,
    answer: passingsImportAnswerSchema,
    auth: 'staff',
    permission: 'results.import',
  }),
} as const;
