import { createHash, createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  callProvider,
  couldNotSend,
  logRefusal,
  numberRefused,
  sentTooOften,
  type ProviderRefusal,
} from './provider-failure';
import type { TencentSmsConfig } from '../../config/sms-settings';

const SERVICE = 'sms';
const VERSION = '2021-01-11';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * TC3-HMAC-SHA256 (Tencent Cloud API 3.0): a canonical request over the signed headers and the hashed body,
 * signed with a key derived from the secret, the UTC date, the service and "tc3_request".
 */
export function tc3Authorization(input: {
  secretId: string;
  secretKey: string;
  host: string;
  action: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders = `content-type:${CONTENT_TYPE}\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join(
    '\n',
  );
  const scope = `${date}/${SERVICE}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

const answerSchema = z.object({
  Response: z.object({
    RequestId: z.string().optional(),
    Error: z.object({ Code: z.string(), Message: z.string().optional().default('') }).optional(),
    SendStatusSet: z
      .array(z.object({ Code: z.string(), Message: z.string().optional().default('') }))
      .optional(),
  }),
});

const TOO_OFTEN = /^LimitExceeded\.(PhoneNumber|DeliveryFrequencyLimit)/;
const BAD_NUMBER =
  /^InvalidParameterValue\.IncorrectPhoneNumber|^UnsupportedOperation\.ContainDomesticAndInternationalPhoneNumber/;

/**
 * Sends one code through Tencent Cloud SMS SendSms (2021-01-11); resolves only when the number's status is "Ok". A
 * message with `params` fills the template with their values, in order, instead of the code (a finish alert).
 */
export async function sendTencentSms(
  config: TencentSmsConfig,
  message: { target: string; code: string; params?: Record<string, string> },
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Promise<void> {
  const payload = JSON.stringify({
    PhoneNumberSet: [`+86${message.target}`],
    SmsSdkAppId: config.sdkAppId,
    SignName: config.signName,
    TemplateId: config.templateId,
    TemplateParamSet: message.params ? Object.values(message.params) : [message.code],
  });
  const host = new URL(config.endpoint).host;
  const timestamp = Math.floor(now() / 1000);
  const { status, body } = await callProvider(
    'tencent',
    config.endpoint,
    {
      method: 'POST',
      headers: {
        authorization: tc3Authorization({
          secretId: config.secretId,
          secretKey: config.secretKey,
          host,
          action: 'SendSms',
          payload,
          timestamp,
        }),
        'content-type': CONTENT_TYPE,
        'x-tc-action': 'SendSms',
        'x-tc-timestamp': String(timestamp),
        'x-tc-version': VERSION,
        'x-tc-region': config.region,
      },
      body: payload,
    },
    log,
    message,
  );
  const answer = answerSchema.safeParse(body);
  const result = answer.success ? answer.data.Response : undefined;
  const first = result?.SendStatusSet?.[0];
  if (status === 200 && result && !result.Error && first?.Code === 'Ok') return;
  const failure = result?.Error ?? first;
  const refusal: ProviderRefusal = {
    provider: 'tencent',
    providerCode: failure?.Code ?? 'UNEXPECTED_ANSWER',
    providerMessage: failure?.Message ?? JSON.stringify(body).slice(0, 200),
    requestId: result?.RequestId,
    httpStatus: status,
  };
  logRefusal(log, refusal, message);
  if (TOO_OFTEN.test(refusal.providerCode)) throw sentTooOften();
  if (BAD_NUMBER.test(refusal.providerCode)) throw numberRefused();
  throw couldNotSend();
}
