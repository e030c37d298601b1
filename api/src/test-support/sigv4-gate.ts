import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

/**
 * A front for a local S3 server that checks AWS Signature Version 4 the way AWS documents it (canonical request,
 * string to sign, derived key, payload hash, clock skew) and forwards only requests that pass; others get S3's
 * own 403 XML error. s3rver itself accepts any V4 signature of a known key, so without this nothing would check.
 */
export interface SigV4Gate {
  url: string;
  /** Error codes of the requests the gate refused. */
  refused: string[];
  close(): Promise<void>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** RFC 3986 encoding of one query name or value, as SigV4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function verify(
  request: http.IncomingMessage,
  body: Buffer,
  secrets: ReadonlyMap<string, string>,
): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ''),
    );
  if (!auth) return 'AccessDenied';
  const [, keyId = '', date = '', region = '', signedHeaders = '', signature = ''] = auth;
  const secret = secrets.get(keyId);
  if (secret === undefined) return 'InvalidAccessKeyId';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const stamp = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(amzDate);
  if (!stamp || amzDate.slice(0, 8) !== date) return 'AccessDenied';
  const [, year, month, day, hour, minute, second] = stamp.map(Number);
  const at = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  if (Math.abs(at - Date.now()) > 15 * 60_000) return 'RequestTimeTooSkewed';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
  const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [encode(decodeURIComponent(name)), encode(decodeURIComponent(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, rawPath, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? null
    : 'SignatureDoesNotMatch';
}

export async function startSigV4Gate(
  target: string,
  secrets: ReadonlyMap<string, string>,
): Promise<SigV4Gate> {
  const refused: string[] = [];
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = verify(request, body, secrets);
      if (problem) {
        refused.push(problem);
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${problem}</Code><Message>refused by the signature check</Message></Error>`,
        );
        return;
      }
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forward.on('error', () => {
        response.writeHead(502);
        response.end();
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
