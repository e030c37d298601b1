import { MAX_RESULTS_FILE_BYTES } from '@marathon/shared/api';
import { z } from 'zod';
import { wholeNumber } from '../forms/schemas';

/**
 * The file field of both imports: a file is chosen and within the API's size limit (so a file it would refuse is
 * not sent at all). Its kind is the API's to judge, by content: it names a mislabelled or old .xls file itself.
 */
const fileField = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => file !== null, 'admin.results.errors.file')
  .refine((file) => file === null || file.size <= MAX_RESULTS_FILE_BYTES, 'admin.results.errors.fileSize')
  .transform((file) => file as File);

const year = wholeNumber(2000, 2100, 'admin.results.errors.year');

/** A results file: the year it replaces, provisional or final, and the file. */
export const resultsFileSchema = z.object({
  year,
  status: z.enum(['provisional', 'final']),
  file: fileField,
});
export type ResultsFileFields = z.input<typeof resultsFileSchema>;
export type ResultsFileValues = z.output<typeof resultsFileSchema>;

/** A passings file: the year, the timing company it is taken as, and the file. */
export const passingsFileSchema = z.object({
  year,
  provider: z.string().min(1, 'admin.results.errors.provider'),
  file: fileField,
});
export type PassingsFileFields = z.input<typeof passingsFileSchema>;
export type PassingsFileValues = z.output<typeof passingsFileSchema>;

/** The size limit in MB, as the labels and the size error say it. */
export const MAX_FILE_MB = MAX_RESULTS_FILE_BYTES / 1024 / 1024;
