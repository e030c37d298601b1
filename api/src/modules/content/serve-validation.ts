import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CODE, FILE_HOST_PREFIX } from '@marathon/shared/api';
import type { AppContext } from '../../platform/context';
import { resolveContentPath } from './file-host/content-path';
import { bilingual } from '../../platform/http/api-failure';
import { failed } from '../../platform/http/envelope';
import { sendCacheable } from '../../platform/http/http-cache';
import { AcceptedFiles, type ContentRefusal } from './accepted-files';
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

async function validateFile(body: Buffer, relative: string, kind: string): Promise<ContentProblem[]> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ file: relative, path: '$', message: `not valid JSON (${reason})` }];
  }
  const validate =
    kind === 'config' ? validateSiteConfig : kind === 'signup' ? validateSignupConfig : validateCloudConfig;
  const result = validate(relative, json);
  return result.ok ? [] : result.problems;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site files whose newest version failed its checks (shown by /health). */
    contentRefusals: ReadonlyMap<string, ContentRefusal>;
  }
}

/**
 * A site's config.json, index.json and signup.json are validated before the file host serves them. A version that
 * fails is never served: the file host keeps serving the last version that passed (so one bad edit never takes
 * the menu and home page away from every visitor), logs each problem with its JSON path, and /health lists the
 * refused file until it is fixed. A file that never passed is refused with a bilingual 500. A verdict is kept
 * until the file changes (size and mtime), so the check costs one stat per request.
 *
 * Once a file is published from the database (editors in a browser, editing/), its newest published revision is
 * served instead of the folder's: it passed every check before it was published.
 */
export function registerContentValidation(
  app: FastifyInstance,
  { config, publishedSiteFile }: AppContext,
): void {
  const verdicts = new Map<string, Verdict>();
  const accepted = new AcceptedFiles(config.auth?.dataDir ?? null);
  app.decorate('contentRefusals', accepted.refusals);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const relative = fileHostPath(request.url);
    const match = relative === null ? null : SITE_FILE.exec(relative);
    if (!relative || !match) return;
    const fromDatabase = await publishedSiteFile?.(match[1] ?? '', (match[2] ?? 'index') as 'index');
    if (fromDatabase) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendCacheable(request, reply, fromDatabase, 'application/json; charset=utf-8', 'no-cache');
    }
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
      const body = await fs.readFile(file);
      verdict = { stamp, problems: await validateFile(body, relative, match[2] ?? '') };
      verdicts.set(file, verdict);
      if (verdict.problems.length === 0) accepted.accept(relative, body);
      else {
        const problems = verdict.problems.map(formatProblem);
        accepted.refuse(relative, problems);
        request.log.error(
          { file: relative, problems: problems.slice(0, 50) },
          accepted.lastGood(relative)
            ? 'content file failed validation: serving the last version that passed'
            : 'content file failed validation and is not served (no earlier version passed)',
        );
      }
    }
    if (verdict.problems.length === 0) return;
    const lastGood = accepted.lastGood(relative);
    if (lastGood) {
      // The file host's own headers for a JSON file, with the kept version's body.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendCacheable(request, reply, lastGood, 'application/json; charset=utf-8', 'no-cache');
    }
    const domain = match[1] ?? '';
    return reply
      .code(API_CODE.serverError)
      .send(
        failed(
          API_CODE.serverError,
          bilingual(`站点内容配置无效：${domain}`, `The site content of ${domain} is invalid`),
        ),
      );
  });
}
