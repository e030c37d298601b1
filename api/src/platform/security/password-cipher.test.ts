import { describe, expect, it } from 'vitest';
import { DEV_CIPHER_CONFIG, encryptPassword } from '@marathon/shared/cipher';
import { buildTestApp } from '../../test-support/test-app';
import { createPasswordCipher } from './password-cipher';

describe('password cipher (AES-CBC)', () => {
  it('opens what the client encrypted with the key the API is configured with', async () => {
    const app = await buildTestApp();
    try {
      const { cipher } = app.context.config;
      for (const password of ['abc123', 'Runner2025', '长密码Pass99', 'a'.repeat(20)]) {
        expect(app.context.passwordCipher.decrypt(encryptPassword(password, cipher))).toBe(password);
      }
    } finally {
      await app.close();
    }
  });

  it('works with a configured 32-character key', () => {
    const config = { key: 'k'.repeat(32), iv: 'i'.repeat(16) };
    expect(createPasswordCipher(config).decrypt(encryptPassword('abc123', config))).toBe('abc123');
  });

  it.each([
    ['empty', ''],
    ['plain text', 'abc123'],
    ['not base64', '!!!!????'],
    ['bad length', 'YWJj'],
    ['truncated', 'U2FsdGVkX1+abc='],
    ['of another key', encryptPassword('abc123', { key: 'another16charKey', iv: 'another16char-IV' })],
  ])('answers null for a malformed cipher text (%s)', (_case, cipherText) => {
    expect(createPasswordCipher(DEV_CIPHER_CONFIG).decrypt(cipherText)).toBeNull();
  });

  it('never throws on a tampered cipher text, nor gives back the password', () => {
    const text = encryptPassword('abc123', DEV_CIPHER_CONFIG);
    const tampered = `${text.slice(0, 2)}${text[2] === 'A' ? 'B' : 'A'}${text.slice(3)}`;
    expect(createPasswordCipher(DEV_CIPHER_CONFIG).decrypt(tampered)).not.toBe('abc123');
  });
});
