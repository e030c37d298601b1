import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { AlertSender } from '../../platform/messaging/senders';
import { claimOnce } from '../../platform/shared-state/claims';
import type { UserRow } from './accounts';
import { FREE_ACCOUNT_FAILURES } from './login-throttle';

/** One notice per account a day at most: a long attack must not become a flood of mail to its owner. */
const NOTICE_EVERY_MS = 24 * 60 * 60_000;

const SUBJECT = '扬州半程马拉松：账号登录失败提醒 / Yangzhou Half Marathon: failed logins to your account';

/** The notice's text in both languages: what happened and what to do, and nothing of the strangers'. */
function noticeText(failures: number): string {
  return [
    `您的账号近24小时内有${failures}次登录失败（密码错误）。如果不是您本人操作，可能有人在尝试猜测您的密码：请使用足够复杂的密码；`,
    '在新的浏览器登录时，请按提示获取验证码确认是本人登录。之前登录过的浏览器不受影响。',
    '',
    `There were ${failures} failed logins (wrong password) to your account in the last 24 hours. If it was not you,`,
    'someone may be guessing your password: keep a strong one. From a new browser, get a code when asked to',
    'confirm it is you; a browser you logged in with before is not affected.',
  ].join('\n');
}

/** The shorter text message: the provider's approved notice template carries the count; the outbox shows this. */
function noticeSms(failures: number): string {
  return [
    `【扬州半程马拉松】您的账号近24小时内有${failures}次登录失败。如非本人操作，请使用足够复杂的密码；新浏览器登录时请按提示获取验证码。`,
    `Yangzhou Half Marathon: ${failures} failed logins to your account in 24 hours. If not you, keep a strong password; a new browser will ask for a code.`,
  ].join('\n');
}

/** Where the notice goes: the account's e-mail, or its phone when it has no e-mail. */
export interface NoticeSenders {
  email: AlertSender | null;
  sms: AlertSender | null;
}

/**
 * Tells an account's owner that strangers' failures put the account in its delay: by e-mail, or by text message
 * (the notice template, SMS_NOTICE_TEMPLATE settings) when the account has a phone and no e-mail. Once when the
 * delay begins and then at most once a day per account, whichever channel (claimed in the database, so several
 * processes send one). A failed send is logged, never shown to the one who tried the password.
 */
export async function noticeFailedLogins(
  db: Kysely<Database>,
  senders: NoticeSenders,
  log: FastifyBaseLogger,
  user: UserRow,
  failures: number,
  now = Date.now(),
): Promise<void> {
  if (failures < FREE_ACCOUNT_FAILURES) return;
  const channel = user.email
    ? senders.email && { sender: senders.email, target: user.email, text: noticeText(failures) }
    : user.phone
      ? senders.sms && { sender: senders.sms, target: user.phone, text: noticeSms(failures) }
      : null;
  if (!channel) return;
  if (!(await claimOnce(db, `login-notice:${user.id}`, NOTICE_EVERY_MS, now))) return;
  try {
    await channel.sender.send({
      target: channel.target,
      subject: SUBJECT,
      text: channel.text,
      // The SMS notice template's one parameter.
      params: { count: String(failures) },
      token: '',
    });
  } catch (error) {
    log.warn({ event: 'login-notice-failed', err: error }, 'the notice of failed logins could not be sent');
  }
}
