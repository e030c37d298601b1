import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT } from './site';

/** RFC 4648 base32 (the TOTP secret's alphabet), padding ignored. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value === -1) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export const TOTP_STEP_MS = 30_000;

/** The six-digit code of a TOTP secret for a 30-second step (RFC 6238, SHA-1), as an authenticator app shows it. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0x0f;
  const value = (hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

export interface BootstrappedStaff {
  email: string;
  name: string;
  password: string;
  /** The TOTP secret the acceptance answered. */
  secret: string;
}

/**
 * The first administrator of a running API, as an operator makes one: `staff bootstrap` (the built CLI, with the
 * API's own environment) prints the invitation link, and the link is accepted with a password.
 */
export async function bootstrapStaff(options: {
  env: NodeJS.ProcessEnv;
  apiUrl: (path: string) => string;
  email?: string;
  name?: string;
}): Promise<BootstrappedStaff> {
  const email = options.email ?? 'chief@staff.test';
  const name = options.name ?? '赛事总管';
  const printed = execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'api/dist/cli.js'), 'staff', 'bootstrap', '--email', email, '--name', name],
    { env: options.env, encoding: 'utf8' },
  );
  const token = /[?&#]token=([A-Za-z0-9_-]+)/.exec(printed)?.[1];
  if (!token) throw new Error(`staff bootstrap printed no link: ${printed}`);
  const password = 'journey-staff-password';
  const accepted = await fetch(options.apiUrl('/staff/api/invitations/accept'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  const answer = (await accepted.json()) as { code: number; msg: string; data: { secret: string } | null };
  if (answer.code !== 0 || !answer.data) throw new Error(`the invitation was refused: ${answer.msg}`);
  return { email, name, password, secret: answer.data.secret };
}

/** Signs a staff member in with a code; answers the session for the header x-staff-session. */
export async function signInStaff(
  apiUrl: (path: string) => string,
  staff: BootstrappedStaff,
  code: string,
): Promise<string> {
  const response = await fetch(apiUrl('/staff/api/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password, code }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { session: string } | null };
  if (answer.code !== 0 || !answer.data) throw new Error(`staff sign-in refused: ${answer.msg}`);
  return answer.data.session;
}
