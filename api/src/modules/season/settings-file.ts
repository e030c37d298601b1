import fs from 'node:fs';
import path from 'node:path';
import { seasonFileSchema, type DrawSettings } from '@marathon/shared/api';

/** Where an edition's draw settings live in the content folder (checked by content:check). */
export const seasonFilePath = (year: number): string => path.join('season', `${year}.json`);

/**
 * The draw settings of a race item, read from the content folder on each call (an editor's change counts at once;
 * the draw's steps are a handful of calls). A missing file is no settings; an invalid one is refused, never
 * half-read, with content:check naming the problem.
 */
export async function readDrawSettings(
  contentDir: string,
  year: number,
  raceItem: string,
): Promise<DrawSettings | null> {
  let text: string;
  try {
    text = await fs.promises.readFile(path.join(contentDir, seasonFilePath(year)), 'utf8');
  } catch {
    return null;
  }
  const parsed = seasonFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success || parsed.data.year !== year) return null;
  return parsed.data.draws.find((draw) => draw.raceItem === raceItem) ?? null;
}
