import { createHash } from 'node:crypto';
import type { UploadStorage } from '../../../platform/storage/storage';

/** Raised when the drawing changes: every certificate drawn before is then drawn again, never served stale. */
const DRAWING_VERSION = 1;

/**
 * Drawn PNGs kept in the storage adapter, keyed by what a drawing depends on: the year, the edition's version (an
 * import changes it, and with it every rank and total), the site address and key of its verification code, and the
 * drawing itself. Another version is simply another name: an import never serves a stale certificate.
 */
export function certificateStore(storage: UploadStorage, key: Buffer) {
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  const folder = (year: number, version: number, site: string) =>
    `${year}/${version}-${createHash('sha256').update(`${site}|${keyId}|${DRAWING_VERSION}`).digest('hex').slice(0, 12)}`;
  const name = (year: number, version: number, site: string, bib: string) =>
    `${folder(year, version, site)}/${bib}.png`;
  return {
    kind: storage.kind,
    folder,
    get: (year: number, version: number, site: string, bib: string) =>
      storage.get(name(year, version, site, bib)),
    put: (year: number, version: number, site: string, bib: string, png: Buffer) =>
      storage.put(name(year, version, site, bib), png, 'image/png'),
  };
}
export type CertificateStore = ReturnType<typeof certificateStore>;
