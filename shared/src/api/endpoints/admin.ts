import { z } from '../../zod';
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
    auth: 'reviewKey',
  }),
} as const;
