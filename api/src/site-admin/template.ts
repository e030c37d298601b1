import fs from 'node:fs';
import path from 'node:path';
import { seedRace } from '../db/seed-data';
import { signupWindow } from './race-row';
import type { CreateSiteInput } from './site-input';
import { ENGLISH_MONTHS } from '../content/month-names';

/** The date parts of a Beijing-time instant or a YYYY-MM-DD day. */
function parts(day: string): { year: number; month: number; date: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, date };
}
const beijingDay = (at: number): string => new Date(at + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** How a day is written in the template's text, in both languages. */
function spellings(day: string): { zh: string; enMonthFirst: string; enDayFirst: string } {
  const { month, date } = parts(day);
  const name = ENGLISH_MONTHS[month - 1] ?? '';
  return { zh: `${month}月${date}日`, enMonthFirst: `${name} ${date}`, enDayFirst: `${date} ${name}` };
}

/**
 * The text replaced when a site starts from the seeded site's files: the seeded race's names, its race day and
 * its sign-up opening, in both languages. Everything else (news, pages, images) stays as an example to edit.
 */
export function templateReplacements(input: CreateSiteInput): Array<[string, string]> {
  const seeded = seedRace(0);
  const seededDay = spellings(beijingDay(seeded.start_time));
  const seededOpen = spellings(beijingDay(seeded.sign_up_start_time ?? 0));
  const day = spellings(input.raceDay);
  const open = spellings(signupWindow(input).start);
  const seededYear = String(parts(beijingDay(seeded.start_time)).year);
  const year = String(parts(input.raceDay).year);
  const seededBareZh = seeded.race_name.replace(seededYear, '');
  const seededBareEn = (seeded.race_name_en ?? '').replace(`${seededYear} `, '');
  return [
    [seeded.race_name, input.name],
    [seeded.race_name_en ?? '', input.nameEn],
    [`${seededYear} ${seededBareZh}`, input.name],
    [`${seededYear} ${seededBareEn}`, input.nameEn],
    [seededDay.zh, day.zh],
    [seededDay.enMonthFirst, day.enMonthFirst],
    [seededDay.enDayFirst, day.enDayFirst],
    [seededOpen.zh, open.zh],
    [seededOpen.enMonthFirst, open.enMonthFirst],
    [seededOpen.enDayFirst, open.enDayFirst],
    [`© ${seededYear}`, `© ${year}`],
  ].filter(([from]) => from !== '') as Array<[string, string]>;
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
      const result = replaceAll(fs.readFileSync(from, 'utf8'), replacements);
      replaced += result.count;
      fs.writeFileSync(to, relative === 'index.json' ? retitle(result.text, input) : result.text);
    } else {
      fs.copyFileSync(from, to);
    }
    files.push(relative);
  }
  return { files, replaced };
}
