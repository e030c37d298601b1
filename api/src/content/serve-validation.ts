import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CODE, FILE_HOST_PREFIX } from '@marathon/shared/api';
import type { AppContext } from '../context';
import { resolveContentPath } from '../file-host/content-path';
import { bilingual } from '../http/api-failure';
import { failed } from '../http/envelope';
import { formatProblem, type ContentProblem } from './problems';
import { validateCloudConfig, validateSignupConfig, validateSiteConfig } from './validate-site-files';

const SITE_FILE = /^sites\/([^/]+)\/(config|index|signup)\.json$/;

interface Verdict {
  stamp: string;
  problems: ContentProblem[];
}

/** Relative path inside the file host of a request, or null when it is not a file-host request. */
function fileHostPath(url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(`${FILE_HOST_PREFIX}/`)) return null;
  try {
    return decodeURIComponent(pathname.slice(FILE_HOST_PREFIX.length + 1));
  } catch {
    return null;
  }
}

async function validateFile(file: string, relative: string, kind: string): Promise<ContentProblem[]> {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ file: relative, path: '$', message: `not valid JSON (${reason})` }];
  }
  const validate =
    kind === 'config' ? validateSiteConfig : kind === 'signup' ? validateSignupConfig : validateCloudConfig;
  const result = validate(relative, json);
  return result.ok ? [] : result.problems;
}

/**
 * A site's config.json, index.json and signup.json are validated before the file host serves them: a broken file is refused
 * with a bilingual 500 envelope and its problems in the log, never served half-broken to every visitor. A verdict
 * is kept until the file changes (size and mtime), so the check costs one stat per request.
 */
export function registerContentValidation(app: FastifyInstance, { config }: AppContext): void {
  const verdicts = new Map<string, Verdict>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const relative = fileHostPath(request.url);
    const match = relative === null ? null : SITE_FILE.exec(relative);
    if (!relative || !match) return;
    const file = resolveContentPath(config.contentDir, relative);
    if (file === null) return;
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      return; // missing: the file host answers its 404 envelope
    }
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    let verdict = verdicts.get(file);
    if (verdict?.stamp !== stamp) {
      verdict = { stamp, problems: await validateFile(file, relative, match[2] ?? '') };
      verdicts.set(file, verdict);
      if (verdict.problems.length > 0) {
        request.log.error(
          { file: relative, problems: verdict.problems.slice(0, 50).map(formatProblem) },
          'content file failed validation and is not served',
        );
      }
    }
    if (verdict.problems.length > 0) {
      const domain = match[1] ?? '';
      return reply
        .code(API_CODE.serverError)
        .send(
          failed(
            API_CODE.serverError,
            bilingual(`站点内容配置无效：${domain}`, `The site content of ${domain} is invalid`),
          ),
        );
    }
  });
}
