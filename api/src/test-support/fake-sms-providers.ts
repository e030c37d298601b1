import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

/**
 * Local stand-ins for the two SMS APIs that check each request the way the providers document it: every
 * required parameter, the signature recomputed from the shared secret, the clock skew and nonce reuse. The answer
 * for a phone number is chosen by the test; a request that fails a check gets the provider's own error answer.
 */
export interface FakeProvider {
  url: string;
  /** Requests that passed every check, in order. */
  accepted: Record<string, unknown>[];
  /** The provider error code each refused request got. */
  refused: string[];
  /** Provider answer code per phone number (default: success). */
  outcomes: Map<string, string>;
  close(): Promise<void>;
}

async function serve(
  handle: (request: http.IncomingMessage, body: string) => { status: number; json: unknown },
): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { status, json } = handle(request, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

const closer = (server: http.Server) => () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
  });

/** The variables of the fake Aliyun account's templates other than its code templates. */
const TEMPLATE_VARIABLES: Record<string, string[]> = {
  SMS_000000002: ['bib', 'name', 'point', 'time', 'link'],
  // The failed-logins notice's.
  SMS_000000003: ['count'],
};

export const ALIYUN_TEST_KEY = { id: 'LTAI-test-key-id', secret: 'test-secret-aliyun-0123456789' };

/** Dysmsapi SendSms 2017-05-25, RPC style, HMAC-SHA1 signature version 1.0, POST form body. */
export async function fakeAliyun(): Promise<FakeProvider> {
  const accepted: Record<string, unknown>[] = [];
  const refused: string[] = [];
  const outcomes = new Map<string, string>();
  const nonces = new Set<string>();
  const fail = (status: number, code: string, message: string) => {
    refused.push(code);
    return { status, json: { Code: code, Message: message, RequestId: 'fake-request-id', Recommend: '' } };
  };
  const { server, url } = await serve((request, body) => {
    if (request.method !== 'POST') return fail(400, 'UnsupportedHTTPMethod', 'POST expected');
    const params = new URLSearchParams(body);
    const get = (name: string) => params.get(name) ?? '';
    for (const name of [
      'AccessKeyId',
      'Action',
      'Format',
      'PhoneNumbers',
      'SignName',
      'SignatureMethod',
      'SignatureNonce',
      'SignatureVersion',
      'TemplateCode',
      'Timestamp',
      'Version',
      'Signature',
    ]) {
      if (!params.has(name)) return fail(400, 'MissingParameter', `${name} is mandatory for this action.`);
    }
    if (get('Action') !== 'SendSms' || get('Version') !== '2017-05-25') {
      return fail(400, 'InvalidAction.NotFound', 'Specified api is not found');
    }
    if (get('SignatureMethod') !== 'HMAC-SHA1' || get('SignatureVersion') !== '1.0') {
      return fail(400, 'InvalidSignatureMethod', 'unsupported signature method');
    }
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(get('Timestamp'))) {
      return fail(
        400,
        'InvalidTimeStamp.Format',
        'Specified time stamp or date value is not well formatted.',
      );
    }
    if (Math.abs(Date.parse(get('Timestamp')) - Date.now()) > 15 * 60_000) {
      return fail(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (get('AccessKeyId') !== ALIYUN_TEST_KEY.id) {
      return fail(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    // The signature as the documentation computes it, with form encoding then the three RFC 3986 fixes.
    const sorted = [...params.entries()]
      .filter(([name]) => name !== 'Signature')
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const fix = (text: string) => text.replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~');
    const canonical = fix(new URLSearchParams(sorted).toString());
    const stringToSign = `POST&${fix(encodeURIComponent('/'))}&${fix(new URLSearchParams({ q: canonical }).toString().slice(2))}`;
    const expected = createHmac('sha1', `${ALIYUN_TEST_KEY.secret}&`).update(stringToSign).digest('base64');
    if (expected !== get('Signature')) {
      return fail(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (nonces.has(get('SignatureNonce'))) {
      return fail(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    nonces.add(get('SignatureNonce'));
    let templateParam: unknown;
    try {
      templateParam = JSON.parse(get('TemplateParam'));
    } catch {
      return fail(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    // A code template's variable is `code`; any other template (the finish alerts') names its own variables.
    const variables = TEMPLATE_VARIABLES[get('TemplateCode')] ?? ['code'];
    const values = (templateParam ?? {}) as Record<string, unknown>;
    if (variables.some((name) => typeof values[name] !== 'string')) {
      return fail(200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
    }
    const outcome = outcomes.get(get('PhoneNumbers')) ?? 'OK';
    if (outcome !== 'OK') return fail(200, outcome, `refused: ${outcome}`);
    accepted.push(Object.fromEntries(params));
    return {
      status: 200,
      json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'fake-ok' },
    };
  });
  return { url, accepted, refused, outcomes, close: closer(server) };
}

export const TENCENT_TEST_KEY = {
  id: 'AKID-test-secret-id',
  secret: 'test-secret-tencent-0123456789',
  appId: '1400006666',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac256 = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** SMS SendSms 2021-01-11 of Tencent Cloud API 3.0, signed with TC3-HMAC-SHA256, POST JSON. */
export async function fakeTencent(): Promise<FakeProvider> {
  const accepted: Record<string, unknown>[] = [];
  const refused: string[] = [];
  const outcomes = new Map<string, string>();
  const fail = (code: string, message: string) => {
    refused.push(code);
    // API 3.0 answers HTTP 200 with Response.Error for every failure.
    return {
      status: 200,
      json: { Response: { Error: { Code: code, Message: message }, RequestId: 'fake-request-id' } },
    };
  };
  const { server, url } = await serve((request, body) => {
    const header = (name: string) => String(request.headers[name] ?? '');
    if (request.method !== 'POST') return fail('UnsupportedProtocol', 'POST expected');
    if (header('x-tc-action') !== 'SendSms') return fail('InvalidAction', 'action not found');
    if (header('x-tc-version') !== '2021-01-11') return fail('NoSuchVersion', 'version not found');
    if (!header('x-tc-region')) return fail('MissingParameter', 'X-TC-Region is required');
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000) {
      return fail('AuthFailure.SignatureExpire', 'signature expired');
    }
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    if (!auth) return fail('AuthFailure.InvalidAuthorization', 'Authorization is malformed');
    const [, secretId, date, signedHeaders = '', signature] = auth;
    if (secretId !== TENCENT_TEST_KEY.id) return fail('AuthFailure.SecretIdNotFound', 'secret id not found');
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) {
      return fail('AuthFailure.SignatureFailure', 'credential date does not match the timestamp');
    }
    const names = signedHeaders.split(';');
    if (!names.includes('content-type') || !names.includes('host')) {
      return fail('AuthFailure.SignatureFailure', 'content-type and host must be signed');
    }
    // Header names and values in lower case, trimmed, in the order SignedHeaders lists them.
    const canonicalHeaders = names.map((name) => `${name}:${header(name).trim().toLowerCase()}\n`).join('');
    const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
    const scope = `${date}/sms/tc3_request`;
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonicalRequest)}`;
    const key = hmac256(hmac256(hmac256(`TC3${TENCENT_TEST_KEY.secret}`, date ?? ''), 'sms'), 'tc3_request');
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) {
      return fail('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    }
    let payload: {
      PhoneNumberSet?: unknown;
      SmsSdkAppId?: unknown;
      SignName?: unknown;
      TemplateId?: unknown;
      TemplateParamSet?: unknown;
    };
    try {
      payload = JSON.parse(body);
    } catch {
      return fail('InvalidParameter', 'body is not JSON');
    }
    const phones = payload.PhoneNumberSet;
    if (!Array.isArray(phones) || phones.length === 0) return fail('MissingParameter', 'PhoneNumberSet');
    if (payload.SmsSdkAppId !== TENCENT_TEST_KEY.appId)
      return fail('FailedOperation.MissingSmsSdkAppId', 'app');
    if (typeof payload.SignName !== 'string' || typeof payload.TemplateId !== 'string') {
      return fail('MissingParameter', 'SignName and TemplateId');
    }
    if (!Array.isArray(payload.TemplateParamSet) || payload.TemplateParamSet.length !== 1) {
      return fail('FailedOperation.TemplateParamSetNotMatchApprovedTemplate', 'template parameters');
    }
    const statuses = phones.map((phone: unknown) => {
      const number = String(phone);
      if (!/^\+86\d{11}$/.test(number)) {
        return {
          Code: 'InvalidParameterValue.IncorrectPhoneNumber',
          Message: 'incorrect number',
          PhoneNumber: number,
        };
      }
      const code = outcomes.get(number.slice(3)) ?? 'Ok';
      return {
        Code: code,
        Message: code === 'Ok' ? 'send success' : `refused: ${code}`,
        PhoneNumber: number,
      };
    });
    for (const status of statuses) if (status.Code !== 'Ok') refused.push(status.Code);
    if (statuses.every((status) => status.Code === 'Ok')) accepted.push(payload as Record<string, unknown>);
    return {
      status: 200,
      json: {
        Response: {
          SendStatusSet: statuses.map((status) => ({
            SerialNo: 'fake-serial',
            Fee: 1,
            SessionContext: '',
            IsoCode: 'CN',
            ...status,
          })),
          RequestId: 'fake-ok',
        },
      },
    };
  });
  return { url, accepted, refused, outcomes, close: closer(server) };
}
