import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODE, UPLOADS_PATH, endpoints, type UploadAnswer, type UploadLink } from '@marathon/shared/api';
import type { AuthSettings } from '../../platform/config/config';
import type { AppContext } from '../../platform/context';
import { ApiFailure, bilingual, failures } from '../../platform/http/api-failure';
import { markPrivate } from '../../platform/http/http-cache';
import { readOneFile } from '../../platform/http/read-multipart-file';
import { route } from '../../platform/http/route';
import type { SessionUser } from '../../kernel/session-user';
import { ACCEPTED, sniff } from './magic';
import { cleanImage, type CleanImage } from './clean-image';
import { isRealDocument } from './document-check';
import { checkSignedLink, LINK_LIFETIME_MS, signedUploadPath } from './signed-link';
import { createUploadStorage } from '../../platform/storage/create-storage';
import { auditOriginOf } from '../../platform/http/audit-origin';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Files one account may upload per day. */
export const UPLOADS_PER_DAY = 100;
const DAY_MS = 24 * 60 * 60_000;
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

const wrongFormat = () => failures.badRequest('文件格式不正确', 'File format incorrect');
const fileNotFound = () => failures.notFound('文件不存在', 'File not found');
const privateFile = () =>
  new ApiFailure(
    API_CODE.forbidden,
    bilingual('此文件不公开，请在您的账户中打开', 'This file is private: open it from your account'),
  );
const linkExpired = () =>
  new ApiFailure(
    API_CODE.forbidden,
    bilingual(
      '链接已过期，请从文件所在页面重新打开',
      'This link has expired: open the file again from its page',
    ),
  );
const storeUnavailable = () =>
  new ApiFailure(
    503,
    bilingual('文件存储暂不可用，请稍后再试', 'File storage is unavailable, please try again later'),
  );

type Accepted = (typeof ACCEPTED)[string];

/**
 * What is stored of an upload whose first bytes matched its name: an image decoded and re-encoded without its
 * metadata (a BMP becomes a PNG), a document only when its structure is that of its type.
 */
async function realContent(
  buffer: Buffer,
  extension: string,
  declared: Accepted,
): Promise<{ bytes: Buffer; extension: string; accepted: Accepted }> {
  if (declared.image) {
    const clean = await cleanImage(buffer, declared.container, extension);
    if (clean.container === declared.container) return { bytes: clean.bytes, extension, accepted: declared };
    const stored = STORED_AS[clean.container];
    return { bytes: clean.bytes, extension: stored, accepted: ACCEPTED[stored] ?? declared };
  }
  if (!isRealDocument(extension, buffer)) {
    throw failures.badRequest(
      `文件内容与 .${extension} 格式不符，请上传原始文件`,
      `The file's content does not match a .${extension} file: upload the original`,
    );
  }
  return { bytes: buffer, extension, accepted: declared };
}

/** The extension an image is stored under when it is re-encoded as another format. */
const STORED_AS: Record<CleanImage['container'], string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

/** uploadImage and uploadFile: one file per call, checked by its bytes, its size and a count. */
export function registerUploadRoutes(
  app: FastifyInstance,
  context: AppContext,
  settings: AuthSettings,
): void {
  const { db } = context;
  const storage = createUploadStorage(context.config.uploadStorage, settings.dataDir);
  if (storage.destroy) app.addHook('onClose', async () => storage.destroy?.());

  /** A store that fails (bucket down, disk full) is named in the log once per request, briefly, then 503. */
  async function fromStore<T>(request: FastifyRequest, what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      request.log.warn(
        { storage: storage.kind, reason: reason.slice(0, 300) },
        `upload store ${what} failed`,
      );
      throw storeUnavailable();
    }
  }

  async function receive(
    request: FastifyRequest,
    user: SessionUser,
    kind: 'image' | 'file',
  ): Promise<UploadAnswer> {
    const maxBytes = kind === 'image' ? MAX_IMAGE_BYTES : MAX_FILE_BYTES;
    const received = await readOneFile(request, maxBytes);
    const { buffer } = received;
    if (buffer.length === 0) throw failures.badRequest('文件为空', 'The file is empty');
    const name = received.name.normalize('NFC').slice(-200);
    const named = path.extname(name).slice(1).toLowerCase();
    const declared = ACCEPTED[named];
    if (!declared || (kind === 'image' && !declared.image) || sniff(buffer) !== declared.container) {
      throw wrongFormat();
    }
    // The first bytes matched; now the whole file must be what it says (issue 41 item 6).
    const { bytes, extension, accepted } = await realContent(buffer, named, declared);
    const recent = await db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.userId)
      .where('created_at', '>', Date.now() - DAY_MS)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= UPLOADS_PER_DAY) {
      throw new ApiFailure(
        429,
        bilingual(`每天最多上传${UPLOADS_PER_DAY}个文件`, `At most ${UPLOADS_PER_DAY} uploads a day`),
      );
    }
    const id = randomUUID();
    const storedName = `${id}.${extension}`;
    // The file first: a row never points at bytes that were not stored.
    await fromStore(request, 'write', () => storage.put(storedName, bytes, accepted.mime));
    await db
      .insertInto('uploads')
      .values({
        id,
        user_id: user.userId,
        kind,
        file_name: name,
        stored_name: storedName,
        mime: accepted.mime,
        size: bytes.length,
        created_at: Date.now(),
      })
      .execute();
    return { url: `${UPLOADS_PATH}/${storedName}`, name, size: bytes.length };
  }

  route(app, endpoints.uploadImage, {}, async ({ request, session }) => receive(request, session, 'image'));
  route(app, endpoints.uploadFile, {}, async ({ request, session }) => receive(request, session, 'file'));

  /** A signed address of a stored file that exists; null when the name is not one of ours. */
  async function linkTo(url: string, ownerId: string | null): Promise<UploadLink> {
    const name = url.slice(url.lastIndexOf('/') + 1);
    const row = STORED_NAME.test(name)
      ? await db.selectFrom('uploads').select('user_id').where('stored_name', '=', name).executeTakeFirst()
      : undefined;
    // Someone else's file answers as a missing one: the caller learns nothing about it.
    if (!row || (ownerId !== null && row.user_id !== ownerId)) throw fileNotFound();
    const expiresAt = Date.now() + LINK_LIFETIME_MS;
    return { url: signedUploadPath(settings.captchaSecret, name, expiresAt), expiresAt };
  }
  route(app, endpoints.uploadLink, {}, async ({ reply, session, body }) => {
    markPrivate(reply);
    return linkTo(body.url, session.userId);
  });
  // For a staff member allowed to read documents; each link handed out is recorded with who asked for it.
  const reviewLimit = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  route(app, endpoints.uploadLinkForReview, reviewLimit, async ({ request, reply, body, staff }) => {
    markPrivate(reply);
    const link = await linkTo(body.url, null);
    await context.audit.record(
      staff,
      {
        action: 'document.link',
        recordType: 'upload',
        recordId: body.url.slice(body.url.lastIndexOf('/') + 1),
      },
      auditOriginOf(request),
    );
    return link;
  });

  // A file route, not an API call: it serves the bytes an upload stored, to a signed address only (the route
  // registry lets it be).
  // eslint-disable-next-line no-restricted-syntax
  app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
    `${UPLOADS_PATH}/:name`,
    async (request, reply) => {
      const { name } = request.params;
      if (!STORED_NAME.test(name)) throw fileNotFound();
      // The signature first: an unsigned request learns nothing, not even whether the name exists.
      const link = checkSignedLink(settings.captchaSecret, name, request.query);
      if (!link.ok) throw link.reason === 'expired' ? linkExpired() : privateFile();
      const row = await db
        .selectFrom('uploads')
        .select(['mime', 'file_name'])
        .where('stored_name', '=', name)
        .executeTakeFirst();
      if (!row) throw fileNotFound();
      const body = await fromStore(request, 'read', () => storage.get(name));
      if (!body) throw fileNotFound();
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
      const lifetimeS = Math.max(1, Math.floor((link.expiresAt - Date.now()) / 1000));
      reply
        .header('content-type', row.mime)
        // The visitor's browser keeps it while the address lives; no shared cache ever does.
        .header('cache-control', `private, max-age=${lifetimeS}`)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
        )
        // An uploaded PDF or image is never a page that runs script on our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(body);
    },
  );
}
