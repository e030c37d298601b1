import type { Page } from 'playwright-core';
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
 * Fills a staff sign-in (the results page's, the console's: the same labels in the page's language, in a form
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
