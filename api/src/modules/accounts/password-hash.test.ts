import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Runner2025', 10);
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('Runner2025');
    expect(await verifyPassword('Runner2025', stored)).toBe(true);
    expect(await verifyPassword('Runner2026', stored)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Runner2025', 10)).not.toBe(await hashPassword('Runner2025', 10));
  });

  it.each(['', 'bcrypt$x', 'scrypt$99$8$1$aa$bb', 'scrypt$10$8$1$$'])(
    'a malformed hash %j never matches',
    async (h) => {
      expect(await verifyPassword('Runner2025', h)).toBe(false);
    },
  );
});
