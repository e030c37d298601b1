import { api } from '@marathon/shared';

/** The API answers stored files as paths under its own origin; the page may sit on another origin. */
export function apiFileUrl(path: string): string {
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return `${api().baseURL.replace(/\/+$/, '')}${path}`;
}
