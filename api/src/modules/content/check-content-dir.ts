import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_PATHS, seasonFileSchema } from '@marathon/shared/api';
import { missingImages } from './asset-references';
import { applyNowProblems, raceNameProblems } from './content-facts';
import { mailingDeadlineProblems } from './mailing-deadline';
import { signupDateProblems } from './signup-dates';
import { unsafeLinks } from './link-references';
import type { ContentProblem } from './problems';
import { validateCloudConfig, validateSignupConfig, validateSiteConfig } from './validate-site-files';

export interface CheckReport {
  /** Files read, relative to the folder. */
  files: string[];
  problems: ContentProblem[];
}

type Read = { ok: true; json: unknown } | { ok: false; problem: ContentProblem };

function readJson(dir: string, file: string): Read {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, file), 'utf8');
  } catch {
    return { ok: false, problem: { file, path: '$', message: 'file is missing or unreadable' } };
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: { file, path: '$', message: `not valid JSON (${reason})` } };
  }
}

function checkTranslations(dir: string, file: string, json: unknown): ContentProblem[] {
  const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return ['zh', 'en'].flatMap((language) => {
    const dictionary = record[language];
    return dictionary && typeof dictionary === 'object' && !Array.isArray(dictionary)
      ? []
      : [{ file, path: `$.${language}`, message: `the ${language} dictionary is missing` }];
  });
}

/** The season's draw settings (season/<year>.json): places, fee, pay window, dated refund tiers. */
function checkSeasonFiles(dir: string, report: CheckReport): ContentProblem[] {
  const seasonDir = path.join(dir, 'season');
  if (!fs.existsSync(seasonDir)) return [];
  return fs
    .readdirSync(seasonDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const file = `season/${name}`;
      report.files.push(file);
      const read = readJson(dir, file);
      if (!read.ok) return [read.problem];
      const parsed = seasonFileSchema.safeParse(read.json);
      const problems: ContentProblem[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            file,
            path: ['$', ...issue.path].join('.'),
            message: issue.message,
          }));
      if (parsed.success && `${parsed.data.year}.json` !== name) {
        problems.push({ file, path: '$.year', message: `the year must be the file's (${name})` });
      }
      return problems;
    });
}

/**
 * Checks a content folder as the API serves it: every site's config.json and index.json against the schemas and
 * their cross-references, the images they name, the links they hold, its signup.json when it has one, and the translation files.
 * Nothing is changed.
 */
export function checkContentDir(
  dir: string,
  /** When each site's race opens sign-up (epoch ms), by domain, where known: its signup.json dates must not be earlier. */
  signupOpensAt: (site: string) => number | undefined = () => undefined,
): CheckReport {
  const report: CheckReport = { files: [], problems: [] };
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    report.problems.push({ file: dir, path: '$', message: 'the content folder does not exist' });
    return report;
  }
  const sitesDir = path.join(dir, 'sites');
  const sites = fs.existsSync(sitesDir)
    ? fs.readdirSync(sitesDir).filter((name) => fs.statSync(path.join(sitesDir, name)).isDirectory())
    : [];
  if (sites.length === 0) {
    report.problems.push({ file: 'sites/', path: '$', message: 'no site folder (sites/<domain>/) found' });
  }
  for (const site of sites.sort()) {
    for (const [file, validate] of [
      [CONTENT_PATHS.siteConfig(site), validateSiteConfig],
      [CONTENT_PATHS.cloudConfig(site), validateCloudConfig],
    ] as const) {
      report.files.push(file);
      const read = readJson(dir, file);
      if (!read.ok) {
        report.problems.push(read.problem);
        continue;
      }
      const result = validate(file, read.json);
      if (!result.ok) report.problems.push(...result.problems);
      report.problems.push(...missingImages(dir, file, read.json));
      report.problems.push(...unsafeLinks(file, read.json));
      report.problems.push(...raceNameProblems(file, read.json));
    }
    // A site without sign-up has no signup.json; one that has it must be valid, or the sign-up calls fail.
    const signupFile = CONTENT_PATHS.signupConfig(site);
    if (fs.existsSync(path.join(dir, signupFile))) {
      report.files.push(signupFile);
      const read = readJson(dir, signupFile);
      if (!read.ok) report.problems.push(read.problem);
      else {
        const result = validateSignupConfig(signupFile, read.json);
        if (!result.ok) report.problems.push(...result.problems);
        report.problems.push(...unsafeLinks(signupFile, read.json));
        const opensAt = signupOpensAt(site);
        if (opensAt !== undefined)
          report.problems.push(...signupDateProblems(signupFile, read.json, opensAt));
        const cloudFile = CONTENT_PATHS.cloudConfig(site);
        const cloud = readJson(dir, cloudFile);
        const validCloud = cloud.ok ? validateCloudConfig(cloudFile, cloud.json) : null;
        if (result.ok && validCloud?.ok)
          report.problems.push(
            ...mailingDeadlineProblems(cloudFile, validCloud.value, result.value.mailing.deadline),
          );
        if (validCloud?.ok) report.problems.push(...applyNowProblems(cloudFile, validCloud.value));
      }
    }
  }
  report.problems.push(...checkSeasonFiles(dir, report));
  for (const file of CONTENT_PATHS.translations) {
    report.files.push(file);
    const read = readJson(dir, file);
    if (!read.ok) report.problems.push(read.problem);
    else report.problems.push(...checkTranslations(dir, file, read.json));
  }
  return report;
}
