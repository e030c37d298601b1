import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StaffRole } from '@marathon/shared/api';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  TOTP_STEP_MS,
  bootstrapStaff,
  signInStaff,
  totpCode,
  type BootstrappedStaff,
} from '@marathon/tools/staff-session';
import type { TestSite } from './site';

export interface JourneyStaff {
  email: string;
  name: string;
  password: string;
  /** A code of a time step not used yet: a code is accepted once, so a second sign-in waits for the next step. */
  nextCode(): Promise<string>;
  /** A live session's header, signed in once. */
  headers(): Promise<Record<string, string>>;
}

/**
 * The site's first administrator, as an operator makes one: `staff bootstrap` on the site's database prints the
 * invitation link, the link is accepted with a password, and the TOTP secret of the answer signs in.
 */
export async function bootstrapAdministrator(site: TestSite): Promise<JourneyStaff> {
  const staff = await bootstrapStaff({
    env: { ...process.env, DATA_DIR: site.dataDir, NODE_ENV: 'development' },
    apiUrl: site.apiUrl,
  });
  return journeyStaff(site, staff);
}

/** A member who has a password and a TOTP secret (the bootstrap's administrator, or one who accepted an invitation). */
export function journeyStaff(site: TestSite, staff: BootstrappedStaff): JourneyStaff {
  let lastStep = 0;
  let session: Record<string, string> | null = null;
  const nextCode = async (): Promise<string> => {
    // Waits on the clock itself for a step after the last one used (at most one step, 30 s).
    while (Math.floor(Date.now() / TOTP_STEP_MS) <= lastStep) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    lastStep = Math.floor(Date.now() / TOTP_STEP_MS);
    return totpCode(staff.secret, lastStep);
  };
  return {
    email: staff.email,
    name: staff.name,
    password: staff.password,
    nextCode,
    async headers() {
      session ??= { 'x-staff-session': await signInStaff(site.apiUrl, staff, await nextCode()) };
      return session;
    },
  };
}

/**
 * Fills the console's staff sign-in (its labels in the page's language, in a form
 * `#sign-in`) with a fresh code; a page already signed in hides it, and is left as it is.
 */
export async function fillStaffSignIn(
  page: Page,
  staff: JourneyStaff,
  language: 'zh' | 'en' = 'zh',
): Promise<void> {
  if (await page.locator('#sign-in').isHidden()) return;
  const labels =
    language === 'zh'
      ? { email: '邮箱', password: '密码', code: '动态验证码（6 位）' }
      : { email: 'Email', password: 'Password', code: 'Authenticator code (6 digits)' };
  await page.getByLabel(labels.email).fill(staff.email);
  await page.getByLabel(labels.password).fill(staff.password);
  await page.getByLabel(labels.code).fill(await staff.nextCode());
}

/** The link of the newest invitation mailed to `email`, read from the site's development outbox. */
export async function mailedInvitation(site: TestSite, email: string): Promise<string> {
  const file = join(site.dataDir, 'outbox.jsonl');
  const links = () =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .flatMap((line) => {
            try {
              return [JSON.parse(line) as { target?: string; text?: string }];
            } catch {
              return []; // a line being written: read again at the next poll
            }
          })
          .filter((entry) => entry.target === email)
          .flatMap((entry) => /\S+token=[A-Za-z0-9_-]+/.exec(entry.text ?? '') ?? [])
      : [];
  await expect.poll(() => links().length).toBeGreaterThan(0);
  return links().at(-1) as string;
}

/**
 * A member invited by `inviter` over the API, who accepts the mailed link with a password (as the accept page
 * does) and keeps the authenticator secret of the answer: ready to sign in, in the browser or over HTTP.
 */
export async function inviteStaff(
  site: TestSite,
  inviter: JourneyStaff,
  invite: { email: string; name: string; role: StaffRole },
): Promise<JourneyStaff> {
  const invited = await fetch(site.apiUrl('/staff/api/invitations'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await inviter.headers()) },
    body: JSON.stringify(invite),
  });
  const answer = (await invited.json()) as { code: number; msg: string };
  if (answer.code !== 0) throw new Error(`the invitation was refused: ${answer.msg}`);
  const token = /[?&#]token=([A-Za-z0-9_-]+)/.exec(await mailedInvitation(site, invite.email))?.[1] ?? '';
  const password = `${invite.role}-journey-password`;
  const accepted = await fetch(site.apiUrl('/staff/api/invitations/accept'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  const enrolment = (await accepted.json()) as { code: number; msg: string; data: { secret: string } | null };
  if (enrolment.code !== 0 || !enrolment.data)
    throw new Error(`the acceptance was refused: ${enrolment.msg}`);
  return journeyStaff(site, {
    email: invite.email,
    name: invite.name,
    password,
    secret: enrolment.data.secret,
  });
}
