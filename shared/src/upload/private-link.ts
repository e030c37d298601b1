import { api, call } from '@marathon/shared';
import { useEffect, useState } from 'react';
import { userCenterEndpoints } from '../api/endpoints/user-center';
import { UPLOADS_PATH } from '../api/uploads-path';

/*
 * Uploaded files are private: their stored address (`/user-center/uploads/<name>`) names them in answers but
 * serves nothing. To show one, the page asks the API for a signed address of its own file that works for a few
 * minutes (`uploadLink`), and asks again before it ends, so what is on screen never points at a dead address.
 */

/** Ask for a new address this long before the current one ends. */
const REFRESH_BEFORE_MS = 60_000;

interface Link {
  href: string;
  expiresAt: number;
}

/** Addresses being asked for or held, per API base and stored address: one request per file for the whole page. */
const links = new Map<string, { promise: Promise<Link>; expiresAt: number }>();

/** An address the API answers relative to its base, on the API's origin (the page may sit on another). */
function apiAddress(path: string): string {
  return `${api().baseURL.replace(/\/+$/, '')}${path}`;
}

function isStoredUpload(url: string): boolean {
  return url.startsWith(`${UPLOADS_PATH}/`);
}

/** The signed address of one of the visitor's own uploads, shared by every view of the page until it nears its end. */
function privateFileLink(url: string): Promise<Link> {
  const key = `${api().baseURL}|${url}`;
  const held = links.get(key);
  if (held && held.expiresAt - Date.now() > REFRESH_BEFORE_MS) return held.promise;
  const promise = call(userCenterEndpoints.uploadLink, { body: { url }, silent: true }).then((answer) => ({
    href: apiAddress(answer.url),
    expiresAt: answer.expiresAt,
  }));
  // Until the answer says otherwise, the entry is fresh; a failure is forgotten so the next view asks again.
  const entry = { promise, expiresAt: Number.POSITIVE_INFINITY };
  links.set(key, entry);
  promise.then(
    (link) => {
      entry.expiresAt = link.expiresAt;
    },
    () => {
      if (links.get(key) === entry) links.delete(key);
    },
  );
  return promise;
}

/**
 * The address to show a file at: for a stored upload its signed address (null while it is asked for, or when it
 * cannot be had: someone else's file, a session that ended), renewed before it ends; anything else (a `blob:`
 * preview, a full URL) through `resolve`.
 */
export function usePrivateFileUrl(
  url: string | undefined,
  resolve: (url: string) => string = (other) => other,
): string | null {
  const stored = url !== undefined && isStoredUpload(url);
  const [link, setLink] = useState<{ url: string; href: string } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!stored || url === undefined) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    privateFileLink(url).then(
      (answer) => {
        if (!live) return;
        setLink({ url, href: answer.href });
        const renewIn = Math.max(5_000, answer.expiresAt - Date.now() - REFRESH_BEFORE_MS);
        timer = setTimeout(() => setRound((n) => n + 1), renewIn);
      },
      () => {
        if (live) setLink(null);
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [url, stored, round]);
  if (url === undefined || url === '') return null;
  if (!stored) return resolve(url);
  return link?.url === url ? link.href : null;
}
