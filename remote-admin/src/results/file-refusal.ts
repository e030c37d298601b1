import { ApiError } from '@marathon/shared';

/** One thing wrong with a file, as the API lists it (its RowProblem): row 0 is the whole file. */
export interface RowProblem {
  row: number;
  column: string | null;
  zh: string;
  en: string;
}

/** A refused file's problems: the first few hundred, and how many there were. */
export interface FileRefusal {
  problems: RowProblem[];
  total: number;
}

/** The row problems a refused import answers in its envelope's data, if it did (a refused file, not a refused call). */
export function refusalOf(error: unknown): FileRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const data = (error.body as { data?: unknown } | null)?.data as Partial<FileRefusal> | null | undefined;
  return data && Array.isArray(data.problems) && typeof data.total === 'number'
    ? { problems: data.problems, total: data.total }
    : null;
}
