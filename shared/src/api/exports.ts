import { z } from '../zod';
import { RACE_ITEMS } from './search';

/**
 * The organisers' downloads of an edition (the console's exports screen): each a read of runners' personal data,
 * recorded in the audit trail with the member who took it. The start list is its own endpoint
 * (`seasonStartListExport`), shown on the same screen.
 */
export const EXPORT_KINDS = ['registrations', 'mailing-list', 'results', 'participants'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Which file: a year, CSV (UTF-8 with a BOM) or .xlsx, and optionally one race item. */
export const exportQuerySchema = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100),
    format: z.enum(EXPORT_FORMATS).default('csv'),
    raceItem: z.enum(RACE_ITEMS).optional(),
  })
  .strict();
