import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { CloudProvider, OutboxEntry } from '@marathon/shared/api';
import type { AuthSettings } from '../config/config';
import { ApiFailure, bilingual } from '../http/api-failure';
import { sendAliyunSms } from './sms/aliyun';
import { sendTencentSms } from './sms/tencent';

export interface CodeMessage {
  target: string;
  code: string;
  purpose: number;
}

/** Sends one code by SMS through a cloud provider (cloudType). */
export interface SmsAdapter {
  readonly provider: CloudProvider;
  send(message: CodeMessage): Promise<void>;
}

export interface EmailSender {
  send(message: CodeMessage): Promise<void>;
}

export const OUTBOX_FILE = 'outbox.jsonl';

const unavailable = (): ApiFailure =>
  new ApiFailure(
    503,
    bilingual('验证码服务暂不可用，请稍后再试', 'The code service is unavailable, please try later'),
  );

/** The answer of a site started with CODES_DISABLED: it says the site sends none, not "try later". */
export const codesDisabledFailure = (): ApiFailure =>
  new ApiFailure(
    503,
    bilingual(
      '本站暂未开通验证码发送（短信和邮件），请联系赛事组委会',
      'This site does not send verification codes (text or email) at present; please contact the organisers',
    ),
  );

/**
 * The development outbox: one JSON line per message under DATA_DIR. It is the only place a code is written in
 * clear, and it is used only when CODE_OUTBOX allows (the default outside production).
 */
export function outboxPath(settings: Pick<AuthSettings, 'dataDir'>): string {
  return path.join(settings.dataDir, OUTBOX_FILE);
}

async function appendOutbox(settings: AuthSettings, entry: OutboxEntry): Promise<void> {
  await fs.mkdir(settings.dataDir, { recursive: true });
  await fs.appendFile(outboxPath(settings), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
}

export async function readOutbox(settings: AuthSettings, target: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(outboxPath(settings), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.target === target);
}

/**
 * Each cloud provider gets an adapter. Aliyun and Tencent Cloud send for real once their credentials are
 * configured, and a refusal reaches the visitor as "could not send". A provider without credentials (and
 * Volcengine, which has no adapter yet) writes to the outbox (development) or refuses with "service
 * unavailable" (production): a code is never lost silently, and no send is faked as a success.
 */
export function smsAdapter(
  provider: CloudProvider,
  settings: AuthSettings,
  log: FastifyBaseLogger,
): SmsAdapter {
  const { aliyunSms, tencentSms } = settings;
  if (provider === 'aliyun' && aliyunSms) {
    return { provider, send: (message) => sendAliyunSms(aliyunSms, message, log) };
  }
  if (provider === 'tencentyun' && tencentSms) {
    return { provider, send: (message) => sendTencentSms(tencentSms, message, log) };
  }
  return {
    provider,
    async send(message) {
      if (!settings.codeOutbox) throw unavailable();
      await appendOutbox(settings, { channel: 'sms', provider, at: Date.now(), ...message });
    },
  };
}

export function emailSender(settings: AuthSettings): EmailSender {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        try {
          await transport.sendMail({
            from: settings.smtpFrom,
            to: message.target,
            subject: '扬州半程马拉松验证码 / Yangzhou Half Marathon verification code',
            text: `您的验证码是 ${message.code}，10分钟内有效。\nYour verification code is ${message.code}. It is valid for 10 minutes.`,
          });
        } catch {
          // The SMTP error may echo the message (and its code): say only that the service failed.
          throw unavailable();
        }
      },
    };
  }
  return {
    async send(message) {
      if (!settings.codeOutbox) throw unavailable();
      await appendOutbox(settings, { channel: 'email', provider: 'outbox', at: Date.now(), ...message });
    },
  };
}

/** A finish alert: its text (the outbox and e-mail carry it), the SMS template's parameters, and its opt-out token. */
export interface AlertMessage {
  target: string;
  subject: string;
  text: string;
  /** The alert template's parameters, in the template's order (bib, name, point, time, link). */
  params: Record<string, string>;
  /** The opt-out link's token: handed to the SMS adapters as the "code", so their logs scrub it. */
  token: string;
}

/** Sends finish alerts on one channel. */
export interface AlertSender {
  /** Who carries them, for the metrics and the outbox: the SMS provider, `smtp` or `outbox`. */
  readonly provider: string;
  send(message: AlertMessage): Promise<void>;
}

/**
 * How finish alerts go out, per channel, or null when they cannot: by SMS through the first provider configured
 * with an alert template (a code template cannot carry an alert), by e-mail through SMTP; otherwise to the outbox
 * when it is allowed (development). Production without them answers null, and the API refuses such alerts when
 * they are asked for rather than accepting ones it could never send.
 */
export function alertSenders(
  settings: AuthSettings,
  log: FastifyBaseLogger,
): { sms: AlertSender | null; email: AlertSender | null } {
  const outbox = (channel: 'sms' | 'email') => outboxSender(settings, channel);
  const { aliyunSms, tencentSms } = settings;
  const templated = (message: AlertMessage) => ({
    target: message.target,
    code: message.token,
    params: message.params,
  });
  let sms = outbox('sms');
  if (tencentSms?.alertTemplateId) {
    const config = { ...tencentSms, templateId: tencentSms.alertTemplateId };
    sms = { provider: 'tencentyun', send: (message) => sendTencentSms(config, templated(message), log) };
  }
  if (aliyunSms?.alertTemplateCode) {
    const config = { ...aliyunSms, templateCode: aliyunSms.alertTemplateCode };
    sms = { provider: 'aliyun', send: (message) => sendAliyunSms(config, templated(message), log) };
  }
  let email = outbox('email');
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    email = {
      provider: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({
            from: settings.smtpFrom,
            to: message.target,
            subject: message.subject,
            text: message.text,
          });
        } catch {
          // The SMTP error may echo the message (and its opt-out link): say only that the service failed.
          throw unavailable();
        }
      },
    };
  }
  return { sms, email };
}

/**
 * How the failed-logins notice reaches an account with a phone and no e-mail, or null when it cannot: through the
 * first provider configured with a notice template (its one parameter: the number of failures; a code or alert
 * template cannot carry it), else the outbox when it is allowed (development).
 */
export function noticeSmsSender(settings: AuthSettings, log: FastifyBaseLogger): AlertSender | null {
  const { aliyunSms, tencentSms } = settings;
  const templated = (message: AlertMessage) => ({ target: message.target, code: '', params: message.params });
  if (aliyunSms?.noticeTemplateCode) {
    const config = { ...aliyunSms, templateCode: aliyunSms.noticeTemplateCode };
    return { provider: 'aliyun', send: (message) => sendAliyunSms(config, templated(message), log) };
  }
  if (tencentSms?.noticeTemplateId) {
    const config = { ...tencentSms, templateId: tencentSms.noticeTemplateId };
    return { provider: 'tencentyun', send: (message) => sendTencentSms(config, templated(message), log) };
  }
  return outboxSender(settings, 'sms');
}

/**
 * How the season's notices go out: by e-mail as the finish alerts do (SMTP, or the outbox in development); by text
 * message only to the development outbox, since a provider sends nothing but an approved template and the
 * season has none configured yet: an account with a phone and no e-mail reads its state in the member centre.
 */
export function seasonNoticeSenders(
  settings: AuthSettings,
  log: FastifyBaseLogger,
): { email: AlertSender | null; sms: AlertSender | null } {
  return { email: alertSenders(settings, log).email, sms: outboxSender(settings, 'sms') };
}

/** A message without a code (an alert, a notice) written to the development outbox with its text. */
function outboxSender(settings: AuthSettings, channel: 'sms' | 'email'): AlertSender | null {
  return settings.codeOutbox
    ? {
        provider: 'outbox',
        send: (message) =>
          appendOutbox(settings, {
            channel,
            provider: 'outbox',
            at: Date.now(),
            target: message.target,
            code: '',
            purpose: 0,
            kind: 'alert',
            text: message.text,
          }),
      }
    : null;
}
