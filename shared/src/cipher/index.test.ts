import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPassword, DEV_CIPHER_CONFIG, encryptPassword } from './index';
import type { CipherConfig } from './index';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const AES_256: CipherConfig = { key: 'k'.repeat(32), iv: 'i'.repeat(16) };
const AES_192: CipherConfig = { key: 'twenty-four-char-key-192', iv: '0123456789abcdef' };

/** An independent AES-CBC/PKCS#7 implementation (Node's OpenSSL) to check the wire format against. */
function nodeEncrypt(plain: string, config: CipherConfig): string {
  const algorithm = `aes-${config.key.length * 8}-cbc`;
  const cipher = createCipheriv(algorithm, Buffer.from(config.key), Buffer.from(config.iv));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** A one-block cipher text that decrypts to exactly `block` (16 bytes, no padding applied). */
function cipherTextOfBlock(block: Buffer, config: CipherConfig): string {
  const iv = Buffer.from(config.iv);
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(config.key), null).setAutoPadding(false);
  const xored = Buffer.from(block.map((byte, i) => byte ^ (iv[i] ?? 0)));
  return Buffer.concat([cipher.update(xored), cipher.final()]).toString('base64');
}

describe('encryptPassword / decryptPassword (AES in CBC mode)', () => {
  it.each(['abc123', 'Runner2025', 'a'.repeat(20), '长密码Pass99', 'exactly16chars!!'])(
    'round-trips %j',
    (password) => {
      expect(decryptPassword(encryptPassword(password, DEV_CIPHER_CONFIG), DEV_CIPHER_CONFIG)).toBe(password);
    },
  );

  it('round-trips with 24- and 32-character keys', () => {
    expect(decryptPassword(encryptPassword('abc123', AES_192), AES_192)).toBe('abc123');
    expect(decryptPassword(encryptPassword('abc123', AES_256), AES_256)).toBe('abc123');
  });

  it('gives the same base64 output for the same input (the IV is fixed)', () => {
    const first = encryptPassword('Runner2025', DEV_CIPHER_CONFIG);
    const second = encryptPassword('Runner2025', DEV_CIPHER_CONFIG);
    expect(first).toBe(second);
    expect(first).toMatch(BASE64);
    expect(first.length % 4).toBe(0);
    expect(encryptPassword('Runner2026', DEV_CIPHER_CONFIG)).not.toBe(first);
  });

  it('pads to whole 16-byte blocks (PKCS#7)', () => {
    expect(Buffer.from(encryptPassword('abc123', DEV_CIPHER_CONFIG), 'base64')).toHaveLength(16);
    expect(Buffer.from(encryptPassword('exactly16chars!!', DEV_CIPHER_CONFIG), 'base64')).toHaveLength(32);
  });

  it.each([
    ['AES-128', DEV_CIPHER_CONFIG],
    ['AES-192', AES_192],
    ['AES-256', AES_256],
  ])('matches an independent %s-CBC/PKCS#7 implementation (known answer)', (_name, config) => {
    for (const password of ['abc123', 'Runner2025', '长密码Pass99']) {
      expect(encryptPassword(password, config)).toBe(nodeEncrypt(password, config));
    }
  });

  it('depends on the key and on the IV', () => {
    const base = encryptPassword('abc123', DEV_CIPHER_CONFIG);
    expect(encryptPassword('abc123', { ...DEV_CIPHER_CONFIG, key: 'another16charKey' })).not.toBe(base);
    expect(encryptPassword('abc123', { ...DEV_CIPHER_CONFIG, iv: 'another16char-IV' })).not.toBe(base);
  });

  it('answers null for a cipher text of another key', () => {
    const text = encryptPassword('abc123', { key: 'another16charKey', iv: DEV_CIPHER_CONFIG.iv });
    expect(decryptPassword(text, DEV_CIPHER_CONFIG)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not base64', '!!!!????'],
    ['plain text', 'abc123'],
    ['a length that is not a multiple of 4', 'QUJD='],
    ['base64 of 3 bytes', 'YWJj'],
    ['16 zero bytes', Buffer.alloc(16).toString('base64')],
    ['16 bytes of ASCII', Buffer.from('0123456789abcdef').toString('base64')],
    ['16 fixed random bytes', 'jxKjRJAB/jxdbn+AkaKzxA=='],
  ])('answers null for a malformed cipher text (%s)', (_case, text) => {
    expect(decryptPassword(text, DEV_CIPHER_CONFIG)).toBeNull();
  });

  it('answers null for a truncated cipher text', () => {
    const text = encryptPassword('a much longer password 123', DEV_CIPHER_CONFIG);
    const bytes = Buffer.from(text, 'base64');
    expect(
      decryptPassword(bytes.subarray(0, bytes.length - 1).toString('base64'), DEV_CIPHER_CONFIG),
    ).toBeNull();
    expect(decryptPassword(bytes.subarray(0, 15).toString('base64'), DEV_CIPHER_CONFIG)).toBeNull();
  });

  it('never throws on random 16-byte cipher texts', () => {
    for (let i = 0; i < 200; i += 1) {
      const text = randomBytes(16).toString('base64');
      expect(() => decryptPassword(text, DEV_CIPHER_CONFIG)).not.toThrow();
    }
  });

  it('answers null for a block whose PKCS#7 padding is inconsistent', () => {
    const block = Buffer.concat([Buffer.from('abcdefghijklmn'), Buffer.from([0x05, 0x02])]);
    expect(decryptPassword(cipherTextOfBlock(block, DEV_CIPHER_CONFIG), DEV_CIPHER_CONFIG)).toBeNull();
  });

  it('answers null for a block whose last (padding) byte is 0', () => {
    const block = Buffer.concat([Buffer.from('abcdefghijklmnA'), Buffer.from([0x00])]);
    expect(decryptPassword(cipherTextOfBlock(block, DEV_CIPHER_CONFIG), DEV_CIPHER_CONFIG)).toBeNull();
  });
});

describe('cipher configuration', () => {
  it('the development pair has a 16-character key and IV', () => {
    expect(DEV_CIPHER_CONFIG.key).toHaveLength(16);
    expect(DEV_CIPHER_CONFIG.iv).toHaveLength(16);
  });

  it.each([15, 17, 31, 33, 0])('a %d-character key throws', (length) => {
    const config = { key: 'k'.repeat(length), iv: DEV_CIPHER_CONFIG.iv };
    expect(() => encryptPassword('abc123', config)).toThrow('cipher key must be 16, 24 or 32 characters');
    expect(() => decryptPassword(encryptPassword('abc123', DEV_CIPHER_CONFIG), config)).toThrow(
      'cipher key must be 16, 24 or 32 characters',
    );
  });

  it.each([15, 17, 32, 0])('a %d-character IV throws', (length) => {
    const config = { key: DEV_CIPHER_CONFIG.key, iv: 'i'.repeat(length) };
    expect(() => encryptPassword('abc123', config)).toThrow('cipher IV must be 16 characters');
  });
});
