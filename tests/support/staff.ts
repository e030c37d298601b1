import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '@marathon/tools/site';
import type { TestSite } from './site';

const CLI = join(REPO_ROOT, 'api/dist/cli.js');
const STEP_MS = 30_000;

/** RFC 4648 base32 (the TOTP secret's alphabet), no padding. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value === -1) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The six-digit code of a TOTP secret for a 30-second step (RFC 6238, SHA-1), as an authenticator app shows it. */
function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0x0f;
  const value = (hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

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
export async function bootstrapAdministrator(site: TestSite, name = '赛事总管'): Promise<JourneyStaff> {
  const email = 'chief@staff.test';
  const printed = execFileSync(
    process.execPath,
    [CLI, 'staff', 'bootstrap', '--email', email, '--name', name],
    {
      env: { ...process.env, DATA_DIR: site.dataDir, NODE_ENV: 'development' },
      encoding: 'utf8',
    },
  );
  const token = /#token=([A-Za-z0-9_-]+)/.exec(printed)?.[1];
  if (!token) throw new Error(`staff bootstrap printed no link: ${printed}`);
  const password = 'journey-staff-password';
  const accepted = await fetch(site.apiUrl('/staff/api/invitations/accept'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  const { data } = (await accepted.json()) as { data: { secret: string } };
  let lastStep = 0;
  let session: Record<string, string> | null = null;
  const nextCode = async (): Promise<string> => {
    // Waits on the clock itself for a step after the last one used (at most one step, 30 s).
    while (Math.floor(Date.now() / STEP_MS) <= lastStep) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    lastStep = Math.floor(Date.now() / STEP_MS);
    return totpCode(data.secret, lastStep);
  };
  return {
    email,
    name,
    password,
    nextCode,
    async headers() {
      if (session) return session;
      const answer = await fetch(site.apiUrl('/staff/api/sign-in'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, code: await nextCode() }),
      });
      const signedIn = (await answer.json()) as { code: number; msg: string; data: { session: string } };
      if (signedIn.code !== 0) throw new Error(`staff sign-in refused: ${signedIn.msg}`);
      session = { 'x-staff-session': signedIn.data.session };
      return session;
    },
  };
}

/**
 * Fills the results page's staff sign-in (its labels in the page's language) with a fresh code; a page already
 * signed in hides it, and is left as it is.
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
