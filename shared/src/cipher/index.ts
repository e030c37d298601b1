import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import NoPadding from 'crypto-js/pad-nopadding';

type WordArray = CryptoJS.lib.WordArray;
// CBC and PKCS#7 live in cipher-core, which the AES module loads; named here so the mode is explicit.
const CBC = CryptoJS.mode.CBC;
const Pkcs7 = CryptoJS.pad.Pkcs7;

/** crypto-js strips PKCS#7 padding without checking it; check it ourselves so tampered blocks are refused. */
function stripPkcs7(block: WordArray): WordArray | null {
  const bytes = block.sigBytes;
  const byteAt = (i: number) => ((block.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  const pad = byteAt(bytes - 1);
  if (pad < 1 || pad > 16 || pad > bytes) return null;
  for (let i = bytes - pad; i < bytes; i++) if (byteAt(i) !== pad) return null;
  block.sigBytes = bytes - pad;
  return block;
}

/** Key and IV of the password cipher (AES in CBC mode). Both sides read them from configuration. */
export interface CipherConfig {
  /** 16, 24 or 32 characters: AES-128/192/256. */
  key: string;
  /** 16 characters. */
  iv: string;
}

/** The development pair; every deployment sets its own through configuration (CIPHER_KEY / CIPHER_IV). */
export const DEV_CIPHER_CONFIG: CipherConfig = { key: 'yzhm2025Dev!Key#', iv: 'yzhm2025Dev!IV##' };

const KEY_LENGTHS = new Set([16, 24, 32]);

function words(config: CipherConfig): { key: WordArray; iv: WordArray } {
  if (!KEY_LENGTHS.has(config.key.length)) throw new Error('cipher key must be 16, 24 or 32 characters');
  if (config.iv.length !== 16) throw new Error('cipher IV must be 16 characters');
  return { key: Utf8.parse(config.key), iv: Utf8.parse(config.iv) };
}

/** Encrypts a password for the wire: base64 of AES-CBC with PKCS#7 padding. */
export function encryptPassword(plain: string, config: CipherConfig): string {
  const { key, iv } = words(config);
  return AES.encrypt(plain, key, { iv, mode: CBC, padding: Pkcs7 }).toString();
}

/**
 * Decrypts what encryptPassword produced. Returns null for anything that is not a well-formed cipher text
 * of this key (bad base64, wrong length, bad padding, not UTF-8), so callers answer a clear error, never a 500.
 */
export function decryptPassword(cipherText: string, config: CipherConfig): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText) || cipherText.length % 4 !== 0) return null;
  const { key, iv } = words(config);
  try {
    const raw = Base64.parse(cipherText);
    if (raw.sigBytes === 0 || raw.sigBytes % 16 !== 0) return null;
    const padded = AES.decrypt(cipherText, key, { iv, mode: CBC, padding: NoPadding });
    const unpadded = stripPkcs7(padded);
    const plain = unpadded ? unpadded.toString(Utf8) : '';
    return plain.length > 0 ? plain : null;
  } catch {
    // Malformed UTF-8 after a wrong key or tampered bytes: crypto-js throws "Malformed UTF-8 data".
    return null;
  }
}
