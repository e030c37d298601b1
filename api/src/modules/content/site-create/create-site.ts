import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { bindingsAmong, findRace, insertSite } from '../../sites';
import { checkContentDir } from '../check-content-dir';
import { formatProblem } from '../problems';
import { newRaceRow } from './race-row';
import type { CreateSiteInput } from './site-input';
import { startSiteFolder } from './template';

export interface CreateSiteResult {
  ok: boolean;
  /** What was done, or why nothing was: lines for the terminal. */
  lines: string[];
}

const refuse = (...lines: string[]): CreateSiteResult => ({ ok: false, lines });

/**
 * Creates a race, binds each domain to it and starts each domain's content folder from the template. Everything
 * is checked first (race id and domains free, folders absent, the new content valid), so a refusal leaves the
 * database and the content folder as they were.
 */
export async function createSite(
  db: Kysely<Database>,
  contentDir: string,
  templateDir: string,
  input: CreateSiteInput,
  now = Date.now(),
): Promise<CreateSiteResult> {
  const race = await findRace(db, input.raceId);
  if (race) return refuse(`race ${input.raceId} already exists: choose another --race-id`);
  const bound = await bindingsAmong(db, input.domains);
  if (bound.length > 0) {
    return refuse(...bound.map((row) => `domain ${row.domain_name} is already bound to race ${row.race_id}`));
  }
  const folders = input.domains.map((domain) => path.join(contentDir, 'sites', domain));
  const present = folders.filter((folder) => fs.existsSync(folder));
  if (present.length > 0) {
    return refuse(
      ...present.map((folder) => `${folder} already exists: move it away or choose another domain`),
    );
  }

  const lines: string[] = [];
  const removeFolders = () =>
    folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
  try {
    for (const [index, folder] of folders.entries()) {
      const { files, replaced } = startSiteFolder(templateDir, folder, input);
      lines.push(`content: ${folder} (${files.length} files, ${replaced} names and dates replaced)`);
      if (index === 0) lines.push(`  from the template ${templateDir}`);
    }
    const prefixes = input.domains.map((domain) => `sites/${domain}/`);
    const opensAt = newRaceRow(input, now).sign_up_start_time ?? undefined;
    const problems = checkContentDir(contentDir, (site) =>
      input.domains.includes(site) ? opensAt : undefined,
    ).problems.filter((problem) => prefixes.some((prefix) => problem.file.startsWith(prefix)));
    if (problems.length > 0) {
      removeFolders();
      return refuse(
        `the new content does not pass the content check; nothing was created:`,
        ...problems.map((problem) => `  ${formatProblem(problem)}`),
      );
    }
    await insertSite(
      db,
      newRaceRow(input, now),
      input.domains.map((domain) => ({ domain, websiteName: input.name })),
      now,
    );
  } catch (error) {
    removeFolders();
    throw error;
  }
  lines.unshift(`race ${input.raceId} created: ${input.name} / ${input.nameEn}, race day ${input.raceDay}`);
  lines.push(`bound: ${input.domains.join(', ')}`);
  lines.push(
    `edit the content, then check it: node api/dist/cli.js content:check (from source: pnpm --filter @marathon/api content:check)`,
  );
  return { ok: true, lines };
}
