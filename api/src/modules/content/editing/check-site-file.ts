import { CONTENT_PATHS, type ContentFile, type ContentProblemInfo } from '@marathon/shared/api';
import { missingImages } from '../asset-references';
import { applyNowProblems, raceNameProblems } from '../content-facts';
import { unsafeLinks } from '../link-references';
import { mailingDeadlineProblems } from '../mailing-deadline';
import type { ContentProblem } from '../problems';
import { signupDateProblems } from '../signup-dates';
import { validateCloudConfig, validateSignupConfig, validateSiteConfig } from '../validate-site-files';
import { itemOfParts, jsonPathParts, pointerOf } from './items';

export interface SiteFileCheck {
  contentDir: string;
  site: string;
  file: ContentFile;
  json: unknown;
  /** The site's other files as they would be published with this one (null: the site has none). */
  published: (file: ContentFile) => unknown;
  /** When the site's race opens sign-up (epoch ms), where known. */
  signupOpensAt: number | undefined;
}

export function contentPathOf(site: string, file: ContentFile): string {
  if (file === 'config') return CONTENT_PATHS.siteConfig(site);
  if (file === 'index') return CONTENT_PATHS.cloudConfig(site);
  return CONTENT_PATHS.signupConfig(site);
}

/**
 * Every rule `content:check` (../check-content-dir.ts) and the file host hold a site file to, run on one whole
 * file as it would be published: its shape and cross-references, the images and links it names, other races'
 * names, and where signup.json and index.json meet (the mailing deadline, the apply-now card, the sign-up dates).
 */
export function checkSiteFile({
  contentDir,
  site,
  file,
  json,
  published,
  signupOpensAt,
}: SiteFileCheck): ContentProblem[] {
  const path = contentPathOf(site, file);
  const problems: ContentProblem[] = [];
  if (file === 'config' || file === 'index') {
    const result = file === 'config' ? validateSiteConfig(path, json) : validateCloudConfig(path, json);
    if (!result.ok) problems.push(...result.problems);
    problems.push(...missingImages(contentDir, path, json));
    problems.push(...unsafeLinks(path, json));
    problems.push(...raceNameProblems(path, json));
  }
  const cloudPath = contentPathOf(site, 'index');
  const cloudJson = file === 'index' ? json : published('index');
  const signupJson = file === 'signup' ? json : published('signup');
  const signupPath = contentPathOf(site, 'signup');
  if (file === 'signup') {
    const result = validateSignupConfig(signupPath, json);
    if (!result.ok) problems.push(...result.problems);
    problems.push(...unsafeLinks(signupPath, json));
    if (signupOpensAt !== undefined) problems.push(...signupDateProblems(signupPath, json, signupOpensAt));
  }
  // The two files' shared facts, checked when either changes (and only when the site has sign-up).
  if ((file === 'index' || file === 'signup') && signupJson !== null && signupJson !== undefined) {
    const cloud =
      cloudJson === null || cloudJson === undefined ? null : validateCloudConfig(cloudPath, cloudJson);
    const signup = validateSignupConfig(signupPath, signupJson);
    if (cloud?.ok && signup.ok) {
      problems.push(...mailingDeadlineProblems(cloudPath, cloud.value, signup.value.mailing.deadline));
    }
    if (cloud?.ok) problems.push(...applyNowProblems(cloudPath, cloud.value));
  }
  return problems;
}

/** A problem as a screen needs it: the file, the JSON path, the same place as a pointer, and its item. */
export function problemInfo(site: string, problem: ContentProblem): ContentProblemInfo & { file: string } {
  const file = (['config', 'index', 'signup'] as const).find(
    (kind) => contentPathOf(site, kind) === problem.file,
  );
  const parts = jsonPathParts(problem.path);
  return {
    file: problem.file,
    path: problem.path,
    pointer: parts === null ? '' : pointerOf(parts),
    item: parts === null || file === undefined ? '' : itemOfParts(file, parts),
    message: problem.message,
  };
}
