import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The project's Markdown points at what exists: every relative link resolves to a file or folder inside the
 * repository (and a `#heading` of a Markdown file to one of its headings), docs/ links nowhere outside the
 * repository, and every repository path docs/ names in code spans (`api/src/…`) is still there. A doc that
 * names a moved or deleted file fails here instead of sending a newcomer to nothing.
 */
const ROOT = join(import.meta.dirname, '..');
const SKIPPED = /(^|\/)(node_modules|dist|dist-dev|dist-server|\.data|\.site|\.git|\.artifacts)(\/|$)/;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (SKIPPED.test(path)) return [];
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The text a reader sees as prose: fenced blocks and code spans taken out, so a link inside code is not one. */
const prose = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

/** Every inline link `[text](target)` of a file's prose. */
function linksIn(text: string): string[] {
  return [...prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Why a link of `file` is broken, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    return file.startsWith('docs/') ? 'links outside the repository (docs/ link only to its files)' : null;
  }
  const [path = '', anchor] = target.split('#');
  const full = path === '' ? join(ROOT, file) : resolve(dirname(join(ROOT, file)), decodeURIComponent(path));
  if (!full.startsWith(ROOT + sep) && full !== ROOT) return 'points outside the repository';
  if (!existsSync(full)) return `${relative(ROOT, full)} does not exist`;
  if (anchor && full.endsWith('.md') && statSync(full).isFile() && !anchorsIn(full).has(anchor)) {
    return `${relative(ROOT, full)} has no heading #${anchor}`;
  }
  return null;
}

const TOP_FOLDERS = new Set(
  readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name),
);

/**
 * Repository paths named in code spans (`shell/server/share-page.ts`): a first segment that is a top folder, no
 * placeholder (`<year>`, `*`, `{…}`), and not a build's output, which exists only once built.
 */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[:,.]+$/, '').replace(/[#?].*$/, ''))
    .filter((path) => path.includes('/') && TOP_FOLDERS.has(path.split('/')[0] ?? ''))
    .filter((path) => !/[<>*{}…$]/.test(path) && !SKIPPED.test(path));
}

const files = markdownFiles('');

describe('the Markdown of the repository', () => {
  it('finds the docs it checks', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/ARCHITECTURE.md', 'docs/DEPLOYMENT.md']),
    );
    expect(files.filter((file) => file.startsWith('docs/decisions/')).length).toBeGreaterThan(0);
  });

  it('has no broken relative link', () => {
    const broken = files.flatMap((file) =>
      linksIn(readFileSync(join(ROOT, file), 'utf8')).flatMap((target) => {
        const why = brokenLink(file, target);
        return why ? [`${file}: (${target}) ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('names in docs/ only repository paths that exist', () => {
    const missing = files
      .filter((file) => file.startsWith('docs/'))
      .flatMap((file) =>
        namedPaths(readFileSync(join(ROOT, file), 'utf8'))
          .filter((path) => !existsSync(join(ROOT, path)))
          .map((path) => `${file}: ${path}`),
      );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('is checked by rules that catch what they should', () => {
    // The checks themselves, on made-up text: a test of the docs that passes on everything proves nothing.
    expect(linksIn('[a](docs/x.md) `[b](no.md)` [c](y.md "a title")')).toEqual(['docs/x.md', 'y.md']);
    expect(brokenLink('docs/ARCHITECTURE.md', 'DEPLOYMENT.md')).toBeNull();
    expect(brokenLink('docs/ARCHITECTURE.md', 'nowhere.md')).toMatch(/does not exist/);
    expect(brokenLink('docs/ARCHITECTURE.md', '../../outside.md')).toMatch(/outside the repository/);
    expect(brokenLink('docs/ARCHITECTURE.md', 'https://example.com/')).toMatch(/outside the repository/);
    expect(brokenLink('README.md', 'docs/ARCHITECTURE.md#no-such-heading')).toMatch(/no heading/);
    expect(anchorOf("The shell's server: start-up (`x`)")).toBe('the-shells-server-start-up-x');
    expect(namedPaths('`api/src/main/app.ts` `api/dist/cli.js` `tools/<name>.ts` `plain`')).toEqual([
      'api/src/main/app.ts',
    ]);
  });
});
