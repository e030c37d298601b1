import { createHmac, randomUUID } from 'node:crypto';
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
import type { AliyunSmsConfig } from '../../config/sms-settings';

/** RFC 3986 encoding as the RPC signature wants it: space as %20, '*' as %2A, '~' kept. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%7E/g, '~');
}

/**
 * The RPC-style signature (SignatureVersion 1.0, HMAC-SHA1): the parameters sorted by name and encoded, then
 * METHOD&%2F&encoded(query), keyed with the secret followed by '&', in base64.
 */
export function aliyunRpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

const answerSchema = z.object({
  Code: z.string(),
  Message: z.string().optional().default(''),
  RequestId: z.string().optional(),
});

/** Codes of Dysmsapi SendSms that mean "this number, too often" and "not a number we can send to". */
const TOO_OFTEN = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL', 'isv.MONTH_LIMIT_CONTROL']);
const BAD_NUMBER = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT']);

/**
 * Sends one code through Aliyun Dysmsapi SendSms (version 2017-05-25); resolves only on the provider's "OK". A
 * message with `params` fills the template with them instead of the code (a finish alert, whose `code` is the
 * opt-out token: scrubbed from logs like a code).
 */
export async function sendAliyunSms(
  config: AliyunSmsConfig,
  message: { target: string; code: string; params?: Record<string, string> },
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Promise<void> {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.target,
    RegionId: 'cn-hangzhou',
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: config.templateCode,
    TemplateParam: JSON.stringify(message.params ?? { code: message.code }),
    Timestamp: now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  params.Signature = aliyunRpcSignature('POST', params, config.accessKeySecret);
  const { status, body } = await callProvider(
    'aliyun',
    config.endpoint,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    },
    log,
    message,
  );
  const answer = answerSchema.safeParse(body);
  if (status === 200 && answer.success && answer.data.Code === 'OK') return;
  const refusal: ProviderRefusal = {
    provider: 'aliyun',
    providerCode: answer.success ? answer.data.Code : 'UNEXPECTED_ANSWER',
    providerMessage: answer.success ? answer.data.Message : JSON.stringify(body).slice(0, 200),
    requestId: answer.success ? answer.data.RequestId : undefined,
    httpStatus: status,
  };
  logRefusal(log, refusal, message);
  if (TOO_OFTEN.has(refusal.providerCode)) throw sentTooOften();
  if (BAD_NUMBER.has(refusal.providerCode)) throw numberRefused();
  throw couldNotSend();
}
