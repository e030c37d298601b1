import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../platform/config/api-root';

/** The content the API ships (images, videos, texts, live settings): what a site's folder names outside itself. */
export const SHIPPED_CONTENT = path.join(API_ROOT, 'content');

/** What a new volume or disk may hold before anything is written to it. */
const NOTHING_YET = new Set(['lost+found']);

const isEmpty = (dir: string): boolean =>
  !fs.existsSync(dir) || fs.readdirSync(dir).every((entry) => NOTHING_YET.has(entry));

export interface SeededContent {
  /** What was done, for the operator; empty when the folder already held content. */
  lines: string[];
  /** Takes back what was copied (the command failed: nothing is changed). */
  undo(): void;
}

/**
 * Fills an empty content folder with the shared content the API ships, every site's folder left out (`site create`
 * writes the new site's own), so a new CONTENT_DIR needs no copying by hand. A folder that holds anything is left
 * as it is.
 */
export function seedEmptyContentDir(contentDir: string, shipped = SHIPPED_CONTENT): SeededContent {
  if (path.resolve(contentDir) === path.resolve(shipped) || !isEmpty(contentDir) || !fs.existsSync(shipped))
    return { lines: [], undo: () => undefined };
  const sites = path.join(shipped, 'sites');
  const copied = fs.readdirSync(shipped).filter((entry) => path.join(shipped, entry) !== sites);
  fs.mkdirSync(contentDir, { recursive: true });
  for (const entry of copied) {
    fs.cpSync(path.join(shipped, entry), path.join(contentDir, entry), { recursive: true });
  }
  return {
    lines: [
      `content: ${contentDir} was empty: filled with the shared content of ${shipped} (${copied.join(', ')})`,
    ],
    undo: () => {
      for (const entry of copied) fs.rmSync(path.join(contentDir, entry), { recursive: true, force: true });
    },
  };
}

/**
 * Said when a site's files name shared files the content folder lacks (a folder filled by hand with part of it),
 * in both languages: what to copy, from where.
 */
export function missingSharedContentHint(contentDir: string, shipped = SHIPPED_CONTENT): string[] {
  return [
    `内容目录 ${contentDir} 缺少站点引用的公共文件：请把 ${shipped} 中除 sites/ 以外的内容复制进去（或使用空的 CONTENT_DIR，site create 会自动填充）。`,
    `The content folder ${contentDir} lacks shared files the site names: copy everything in ${shipped} but sites/ into it (or start from an empty CONTENT_DIR, which site create fills itself).`,
  ];
}
