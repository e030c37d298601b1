import type { DocumentItem } from './content';

type Entry = DocumentItem | DocumentItem[];

/**
 * The documents stored under a data path of the cloud config. Keys are matched after trimming: the alternative
 * tree's `aboutVolunteer ` key carries a trailing space in the configuration, and that must still resolve.
 */
export function findContent<T = Entry>(data: Record<string, T> | undefined, dataPath: string): T | undefined {
  if (!data) return undefined;
  if (dataPath in data) return data[dataPath];
  const wanted = dataPath.trim();
  const key = Object.keys(data).find((k) => k.trim() === wanted);
  return key === undefined ? undefined : data[key];
}

/** A list view of a single document still shows it; an empty path shows nothing. */
export function asList(entry: Entry | undefined): DocumentItem[] {
  if (!entry) return [];
  return Array.isArray(entry) ? entry : [entry];
}
