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

/**
 * Tells an account's owner, by e-mail, that strangers' failures put the account in its delay: once when the delay
 * begins and then at most once a day (claimed in the database, so several processes send one). An account with no
 * e-mail is not told: the SMS templates approved so far carry codes and finish alerts only. A failed send is
 * logged, never shown to the one who tried the password.
 */
export async function noticeFailedLogins(
  db: Kysely<Database>,
  sender: AlertSender | null,
  log: FastifyBaseLogger,
  user: UserRow,
  failures: number,
  now = Date.now(),
): Promise<void> {
  if (failures < FREE_ACCOUNT_FAILURES || !user.email || !sender) return;
  if (!(await claimOnce(db, `login-notice:${user.id}`, NOTICE_EVERY_MS, now))) return;
  try {
    await sender.send({
      target: user.email,
      subject: SUBJECT,
      text: noticeText(failures),
      params: {},
      token: '',
    });
  } catch (error) {
    log.warn({ event: 'login-notice-failed', err: error }, 'the notice of failed logins could not be sent');
  }
}
