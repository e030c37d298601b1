import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { CONTENT_PATHS, siteConfigSchema, type SiteConfigRef } from '@marathon/shared/api';
import { resolveContentPath } from './file-host/content-path';

export type SiteConfigLookup =
  { status: 'found'; ref: SiteConfigRef } | { status: 'missing' } | { status: 'invalid'; problems: string[] };

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Where a bound domain's site config lives on the file host and its MD5. The file is validated first: a broken
 * config would otherwise reach every visitor's browser and fail there, where nobody sees why.
 */
export async function lookupSiteConfig(
  contentDir: string,
  domainName: string,
  /** The config published from the database (content editing), which the file host serves in place of the folder's. */
  published?: (site: string, file: 'config') => Promise<Buffer | null>,
): Promise<SiteConfigLookup> {
  const uri = CONTENT_PATHS.siteConfig(domainName);
  const file = resolveContentPath(contentDir, uri);
  if (file === null) return { status: 'missing' };
  let bytes: Buffer;
  try {
    bytes = (await published?.(domainName, 'config')) ?? (await fs.readFile(file));
  } catch (error) {
    if (isMissing(error)) return { status: 'missing' };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { status: 'invalid', problems: [`${uri} is not valid JSON`] };
  }
  const parsed = siteConfigSchema.safeParse(json);
  if (!parsed.success) {
    return {
      status: 'invalid',
      problems: parsed.error.issues.map(
        (issue) => `${uri}: ${issue.path.join('.') || '(root)'} ${issue.message}`,
      ),
    };
  }
  const fileMd5 = createHash('md5').update(bytes).digest('hex');
  return { status: 'found', ref: { domainName, fileMd5, uri } };
}
