import { z } from '../../zod';
import { feedReasonSchema } from '../live';
import { raceYearSchema } from '../search';
import { endpoint } from './define';

/** The formats a results file may come in. */
export const RESULTS_FILE_FORMATS = ['csv-utf-8', 'csv-gb18030', 'xlsx'] as const;

/** The columns a results file must have, in any order (its header names them). */
export const RESULT_COLUMNS = [
  'bib',
  'name',
  'gender',
  'age_group',
  'id_number',
  'race_item',
  'gun_time',
  'chip_time',
] as const;
/** Optional 5 km split columns (elapsed chip time at each mark, may be empty); the status columns are optional too. */
export const SPLIT_COLUMNS = ['split_5k', 'split_10k', 'split_15k', 'split_20k'] as const;

/** Largest results or passings file taken: a big race's CSV is about 2 MB, an .xlsx less. */
export const MAX_RESULTS_FILE_BYTES = 10 * 1024 * 1024;

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

/** The timing companies a passings file may be taken as, in the order configured, `file` last. */
const passingsProvidersAnswerSchema = z.object({ providers: z.array(z.string()) });

/**
 * A timing company's passings file, imported beside the results file: the year, and the provider it is taken as (a name of
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

/**
 * The organisers' results upload (the console's results import screen): the timing companies a passings file may
 * be taken as, and the two imports.
 */
export const adminEndpoints = {
  /** The timing companies configured for the feed, and `file` (the CLI's name when none is named). */
  adminPassingsProviders: endpoint({
    method: 'GET',
    path: '/admin/results/providers',
    bodyKind: 'none',
    answer: passingsProvidersAnswerSchema,
    auth: 'staff',
    permission: 'results.import',
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
