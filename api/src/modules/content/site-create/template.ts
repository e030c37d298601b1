import fs from 'node:fs';
import path from 'node:path';
import { seedRace } from '../../sites';
import { newRaceRow } from './race-row';
import type { CreateSiteInput } from './site-input';
import { moveSignupDates, moveTextDates, type DateMove, type EditionAnchors } from './move-dates';

const beijingYear = (at: number): number => new Date(at + 8 * 60 * 60 * 1000).getUTCFullYear();

/**
 * The text replaced when a site starts from the seeded site's files: the seeded race's names and the year of its
 * copyright, in both languages. Dates are moved apart (editionMove). Everything else (news, pages, images) stays
 * as an example to edit.
 */
export function templateReplacements(input: CreateSiteInput): Array<[string, string]> {
  const seeded = seedRace(0);
  const seededYear = String(beijingYear(seeded.start_time));
  const year = input.raceDay.slice(0, 4);
  const seededBareZh = seeded.race_name.replace(seededYear, '');
  const seededBareEn = (seeded.race_name_en ?? '').replace(`${seededYear} `, '');
  return [
    [seeded.race_name, input.name],
    [seeded.race_name_en ?? '', input.nameEn],
    [`${seededYear} ${seededBareZh}`, input.name],
    [`${seededYear} ${seededBareEn}`, input.nameEn],
    [`© ${seededYear}`, `© ${year}`],
  ].filter(([from]) => from !== '') as Array<[string, string]>;
}

/**
 * From the seeded edition's dates to the new race's: sign-up opening and closing and race day anchor every other
 * date (the application and mailing deadlines, kit pick-up, insurance cover), each moving with its nearest.
 */
export function editionMove(input: CreateSiteInput): { move: DateMove; templateYear: number } {
  const seeded = seedRace(0);
  const fresh = newRaceRow(input, 0);
  const anchors = (race: typeof seeded): EditionAnchors => ({
    signupStart: race.sign_up_start_time ?? race.start_time,
    signupEnd: race.sign_up_end_time ?? race.start_time,
    raceDay: race.start_time,
  });
  return {
    move: { from: anchors(seeded), to: anchors(fresh) },
    templateYear: beijingYear(seeded.start_time),
  };
}

/** Inside a JSON file, a replacement must stay a valid JSON string body. */
const jsonBody = (text: string): string => JSON.stringify(text).slice(1, -1);

function replaceAll(text: string, replacements: Array<[string, string]>): { text: string; count: number } {
  let count = 0;
  let result = text;
  for (const [from, to] of replacements) {
    const pieces = result.split(jsonBody(from));
    count += pieces.length - 1;
    result = pieces.join(jsonBody(to));
  }
  return { text: result, count };
}

/** The site's own title in the cloud config's settings (what the browser tab and header show). */
function retitle(text: string, input: CreateSiteInput): string {
  const cloud = JSON.parse(text) as { settings?: Record<string, unknown> };
  if (!cloud.settings || typeof cloud.settings !== 'object') return text;
  cloud.settings.websiteTitle = input.name;
  cloud.settings.websiteTitleEn = input.nameEn;
  return `${JSON.stringify(cloud, null, 2)}\n`;
}

/**
 * Writes a new site's content folder from a template folder (by default the seeded site's): every file is copied,
 * the JSON files with the race's names and dates replaced. Refuses to touch a folder that exists.
 */
export function startSiteFolder(
  templateDir: string,
  targetDir: string,
  input: CreateSiteInput,
): { files: string[]; replaced: number } {
  if (!fs.existsSync(templateDir)) throw new Error(`template folder ${templateDir} does not exist`);
  if (fs.existsSync(targetDir)) throw new Error(`${targetDir} already exists: nothing was changed`);
  const replacements = templateReplacements(input);
  const { move, templateYear } = editionMove(input);
  const files: string[] = [];
  let replaced = 0;
  fs.mkdirSync(targetDir, { recursive: true });
  for (const entry of fs.readdirSync(templateDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const relative = path.relative(templateDir, from);
    const to = path.join(targetDir, relative);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (entry.name.endsWith('.json')) {
      const named = replaceAll(fs.readFileSync(from, 'utf8'), replacements);
      const dated = moveTextDates(named.text, move, templateYear);
      replaced += named.count + dated.moved;
      let text = dated.text;
      if (relative === 'index.json') text = retitle(text, input);
      if (relative === 'signup.json')
        text = `${JSON.stringify(moveSignupDates(JSON.parse(text), move), null, 2)}\n`;
      fs.writeFileSync(to, text);
    } else {
      fs.copyFileSync(from, to);
    }
    files.push(relative);
  }
  return { files, replaced };
}
