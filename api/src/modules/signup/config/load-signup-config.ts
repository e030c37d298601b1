import fs from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_PATHS, signupConfigFileSchema, type SignupConfigFile } from '@marathon/shared/api';

export type SignupConfigLookup =
  | { status: 'found'; config: SignupConfigFile }
  | { status: 'missing' }
  | { status: 'invalid'; problems: string[] };

interface Cached {
  mtimeMs: number;
  size: number;
  lookup: SignupConfigLookup;
}

/** A domain as a folder name under sites/: a host name, never a path. */
const DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/;

/**
 * Reads sites/<domain>/signup.json, parsed with the shared schema. Each file is parsed again only when its
 * modification time or size changes, so an organiser's edit shows without a restart and a submit costs one stat.
 */
export function createSignupConfigReader(
  contentDir: string,
  /** signup.json as published from the database (content editing): read in place of the folder's when there is one. */
  published?: (site: string, file: 'signup') => Promise<Buffer | null>,
) {
  const cache = new Map<string, Cached>();
  // A published body is a new Buffer on each reload: parsed once per version.
  const parsedPublished = new WeakMap<Buffer, SignupConfigLookup>();

  return async function readSignupConfig(domain: string): Promise<SignupConfigLookup> {
    if (!DOMAIN.test(domain)) return { status: 'missing' };
    const body = await published?.(domain, 'signup');
    if (body) {
      let lookup = parsedPublished.get(body);
      if (!lookup) {
        lookup = parseSignupConfig(body.toString('utf8'));
        parsedPublished.set(body, lookup);
      }
      return lookup;
    }
    const file = path.join(contentDir, CONTENT_PATHS.signupConfig(domain));
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      cache.delete(file);
      return { status: 'missing' };
    }
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.lookup;
    const lookup = parseSignupConfig(await fs.readFile(file, 'utf8'));
    cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, lookup });
    return lookup;
  };
}

export type SignupConfigReader = ReturnType<typeof createSignupConfigReader>;

function parseSignupConfig(text: string): SignupConfigLookup {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { status: 'invalid', problems: [`not valid JSON (${(error as Error).message})`] };
  }
  const parsed = signupConfigFileSchema.safeParse(json);
  if (parsed.success) return { status: 'found', config: parsed.data };
  return {
    status: 'invalid',
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '$'}: ${issue.message}`),
  };
}
