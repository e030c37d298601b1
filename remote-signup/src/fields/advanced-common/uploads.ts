import type { UploadedFile } from '@marathon/shared/upload';

/** Stored files are paths under the API's base ('/user-center/uploads/…'): shown from there. */
export { apiFileUrl as displayUrl } from '../../common/api-url';

/** The uploader's list for a one-file answer ('' or missing: none). */
export function filesOf(url: unknown): UploadedFile[] {
  if (typeof url !== 'string' || url === '') return [];
  return [{ name: url.slice(url.lastIndexOf('/') + 1), url }];
}

/** What the image fields accept: photos and scans as phones and cameras save them. */
export const IMAGE_UPLOAD = { accept: ['jpg', 'jpeg', 'png'], maxSize: '5MB' } as const;
