import type { FastifyRequest } from 'fastify';
import { ApiFailure, bilingual, failures } from './api-failure';

interface ReceivedFile {
  name: string;
  buffer: Buffer;
}

const tooLarge = (maxBytes: number): ApiFailure => {
  const mb = maxBytes / 1024 / 1024;
  return new ApiFailure(
    413,
    bilingual(`请上传小于${mb}MB的文件`, `Please upload files smaller than ${mb}MB`),
  );
};

const incomplete = () =>
  failures.badRequest(
    '上传的数据不完整，请重新上传',
    'The upload is incomplete (the body ended before the file did), please upload again',
  );

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error ? (error as Error & { code?: unknown }).code?.toString() : undefined;

/** Whether the visitor's side closed the connection mid-upload: nobody reads the answer then. */
function isAbortedUpload(error: unknown): boolean {
  return errorCode(error) === 'FST_MP_PREMATURE_CLOSE' || errorCode(error) === 'ECONNRESET';
}

/**
 * The multipart plugin and its parser (busboy) throw plain errors for every malformed body. Each is the
 * visitor's fault, so each becomes a 4xx that says what was wrong with the upload.
 */
function uploadFailure(error: unknown, tooBig: () => ApiFailure): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooBig();
    case 'FST_FILES_LIMIT':
      return failures.badRequest('每次只能上传一个文件', 'Upload one file per request');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiFailure(413, bilingual('上传的表单字段过多', 'The upload form has too many fields'));
    case 'FST_PROTO_VIOLATION':
      return failures.badRequest('上传的表单字段名无效', 'The upload form has an invalid field name');
    case 'FST_MP_PREMATURE_CLOSE':
    case 'ECONNRESET':
      return failures.badRequest('上传被中断，请重新上传', 'The upload was interrupted, please upload again');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
  }
  if (/boundary/i.test(message)) {
    return failures.badRequest(
      '上传请求缺少 multipart 分隔符（boundary）',
      'The multipart upload has no boundary in its Content-Type',
    );
  }
  if (/unexpected end|terminated early/i.test(message)) return incomplete();
  return failures.badRequest(
    '无法读取上传的数据，请重新上传',
    'The upload could not be read as multipart/form-data, please upload again',
  );
}

const notMultipart = (): ApiFailure =>
  new ApiFailure(
    415,
    bilingual('请以 multipart/form-data 上传文件', 'Upload the file as multipart/form-data'),
  );

/**
 * Reads the one file of a multipart upload into memory, at most `maxBytes` (past it, `tooBig`'s refusal). Every
 * way a body can be malformed (no boundary, another boundary, cut short, not multipart at all) ends as an
 * ApiFailure, never as a 500: every multipart route reads its file through here (issue 41 item 9).
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  tooBig: () => ApiFailure = () => tooLarge(maxBytes),
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw notMultipart();
  let received: ReceivedFile | null = null;
  try {
    // Two files, so a second one is refused with our own message rather than cut off silently.
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (received) throw failures.badRequest('每次只能上传一个文件', 'Upload one file per request');
      const buffer = await part.toBuffer();
      if (part.file.truncated || buffer.length > maxBytes) throw tooBig();
      received = { name: part.filename, buffer };
    }
  } catch (error) {
    // A visitor who closes the tab mid-upload is routine: one short line, no stack.
    if (isAbortedUpload(error)) request.log.info({ url: request.url }, 'upload aborted by the client');
    throw uploadFailure(error, tooBig);
  }
  if (!received) {
    // The parser skips parts whose boundary never matches and parts whose headers it dropped (too many lines):
    // both end here, as does a form with no file field.
    throw failures.badRequest(
      '未收到文件：请求体中没有带文件名且与 boundary 匹配的部分',
      'No file was sent: no part of the body matches the boundary and carries a file name',
    );
  }
  return received;
}
