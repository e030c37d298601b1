import type { FastifyBaseLogger } from 'fastify';
import { ApiFailure, bilingual } from '../../http/api-failure';

/** What the visitor reads when a provider refused or could not be reached: the code was not sent. */
export const couldNotSend = (): ApiFailure =>
  new ApiFailure(
    502,
    bilingual(
      '验证码发送失败，请稍后再试',
      'The verification code could not be sent, please try again later',
    ),
  );

export const sentTooOften = (): ApiFailure =>
  new ApiFailure(
    429,
    bilingual(
      '该手机号获取验证码过于频繁，请稍后再试',
      'Too many codes were sent to this number, please try again later',
    ),
  );

export const numberRefused = (): ApiFailure =>
  new ApiFailure(
    400,
    bilingual(
      '短信服务商不接受该手机号，请检查号码',
      'The SMS provider refused this mobile number, please check it',
    ),
  );

export interface ProviderRefusal {
  provider: string;
  /** The provider's own error code, e.g. isv.BUSINESS_LIMIT_CONTROL. */
  providerCode: string;
  providerMessage: string;
  requestId?: string | undefined;
  httpStatus?: number | undefined;
}

/** The phone number as the log may show it: the operator can match a complaint, a reader learns little. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/**
 * Logs a refusal without the code: a provider message may echo the template and its parameter, so the code is
 * cut out of everything logged.
 */
export function logRefusal(
  log: FastifyBaseLogger,
  refusal: ProviderRefusal,
  message: { target: string; code: string },
): void {
  // A notice carries no code (''): splitting by '' would cut the text into letters.
  const scrub = (text: string) =>
    (message.code === '' ? text : text.split(message.code).join('******')).slice(0, 300);
  log.warn(
    {
      provider: refusal.provider,
      providerCode: scrub(refusal.providerCode),
      providerMessage: scrub(refusal.providerMessage),
      requestId: refusal.requestId,
      httpStatus: refusal.httpStatus,
      target: maskPhone(message.target),
    },
    'SMS provider did not send the code',
  );
}

/** Calls a provider with a time limit; a network failure is logged (without the code) and becomes couldNotSend. */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  log: FastifyBaseLogger,
  message: { target: string; code: string },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logRefusal(log, { provider, providerCode: 'NETWORK', providerMessage: reason }, message);
    throw couldNotSend();
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    logRefusal(
      log,
      {
        provider,
        providerCode: 'NOT_JSON',
        providerMessage: text.slice(0, 200),
        httpStatus: response.status,
      },
      message,
    );
    throw couldNotSend();
  }
}
