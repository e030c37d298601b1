import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { REMOTE_INTERNAL_URL_VARIABLES } from '@marathon/shell/server/config';
import { ADDRESS_VARIABLES, REMOTE_URL_VARIABLES } from '@marathon/shell/server/runtime-config';

/*
 * What can be checked of the deployment files without Docker: compose.yaml parses and wires the services,
 * .env.example names every variable the API and the site runner read (and nothing else), and the Dockerfile
 * copies files that exist and builds the targets compose asks for.
 */
const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|e2e)\./.test(entry.name),
    )
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !/node_modules|\/dist\/|\/test-support\//.test(path));
}

/** Names read as env.NAME, env['NAME'], import.meta.env.NAME or in the API's environment schema. */
function variablesReadBy(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = read(file);
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
      names.add((match[1] ?? match[2]) as string);
    }
  }
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(
    read('api/src/platform/config/config.ts'),
  )?.[1];
  if (!schema) throw new Error('the environment schema of api/src/platform/config/config.ts was not found');
  for (const match of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) names.add(match[1] as string);
  // Ports are read by name through one helper.
  for (const match of read('shell/server/ports.ts').matchAll(/read\('([A-Z_]+)'/g))
    names.add(match[1] as string);
  for (const name of [
    ...Object.keys(ADDRESS_VARIABLES),
    ...Object.values(REMOTE_URL_VARIABLES),
    ...Object.values(REMOTE_INTERNAL_URL_VARIABLES),
  ])
    names.add(name);
  return names;
}

/** Set by pnpm for the CLIs (the folder they were called from) and by Vite itself, never by an operator. */
const NOT_CONFIGURATION = new Set(['INIT_CWD', 'DEV', 'PROD', 'MODE', 'BASE_URL', 'SSR']);

function exampleVariables(): string[] {
  return [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string);
}

interface ComposeService {
  build?: { context: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  env_file?: string;
}

const compose = load(read('compose.yaml')) as { services: Record<string, ComposeService> };

describe('the deployment files', () => {
  const servers = [...sourceFiles('shell/server'), ...sourceFiles('tools/site')];
  const apps = [
    'shell/src',
    'remote-content/src',
    'remote-auth/src',
    'remote-search/src',
    'remote-signup/src',
    'remote-admin/src',
  ];
  const read_ = variablesReadBy([...sourceFiles('api/src'), ...servers, ...apps.flatMap(sourceFiles)]);
  const needed = [...read_].filter((name) => !NOT_CONFIGURATION.has(name)).sort();

  it('.env.example names every variable the API, the shell’s server, the site runner and the app builds read, once', () => {
    const listed = exampleVariables();
    expect(needed.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
    // Nothing stale: every listed name is read somewhere (or is compose's own).
    const composeOwn = ['POSTGRES_PASSWORD', 'DATABASE_PASSWORD', 'SITE_HOST_NAMES', 'TLS_DIR'];
    expect(listed.filter((name) => !read_.has(name) && !composeOwn.includes(name))).toEqual([]);
  });

  // The shape compose brings up and where its addresses lead: tests/journeys/compose.e2e.ts.
  it('compose.yaml gives the API and the shell’s server known variables only', () => {
    const { api, shell } = compose.services;
    expect(api?.build).toMatchObject({ context: '.', target: 'api' });
    expect(shell?.build).toMatchObject({ context: '.', target: 'shell' });
    const listed = exampleVariables();
    for (const service of [api, shell]) {
      expect(service?.env_file).toBe('.env');
      expect(Object.keys(service?.environment ?? {}).filter((name) => !listed.includes(name))).toEqual([]);
      expect(Object.keys(service?.build?.args ?? {}).filter((name) => !listed.includes(name))).toEqual([]);
    }
    // Every ${NAME} compose substitutes comes from .env.
    const substituted = [...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
      (m) => m[1] as string,
    );
    expect(substituted.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('the Dockerfile copies files that exist, builds the targets compose asks for and takes every build variable', () => {
    const dockerfile = read('Dockerfile');
    const targets = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    expect(targets).toEqual(expect.arrayContaining(['build', 'api', 'shell', 'remotes']));
    // The current Node LTS, and no image of the retired five-port static server.
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-/m);
    expect(targets).not.toContain('site');
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+)$/gm)].map((match) => match[1] as string);
    expect(copies.length).toBeGreaterThan(5);
    for (const line of copies) {
      const sources = line
        .split(/\s+/)
        .filter((part) => !part.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) expect(existsSync(join(ROOT, source)), `${source} exists`).toBe(true);
    }
    // Every workspace package's manifest is copied before the install (pnpm refuses a partial workspace).
    const workspace = (load(read('pnpm-workspace.yaml')) as { packages: string[] }).packages;
    for (const dir of workspace) expect(dockerfile).toContain(`COPY ${dir}/package.json ${dir}/`);
    expect(read('.dockerignore')).toMatch(/^\*\*\/node_modules$/m);
    expect(dockerfile).toMatch(/CMD \["node", "api\/dist\/server\.js"\]/);
    expect(dockerfile).toMatch(/CMD \["node", "shell\/dist-server\/main\.js"\]/);
    // Production installs only: no tsx, no dev dependencies in a runtime image.
    expect(dockerfile).not.toMatch(/tsx/);
    expect(dockerfile).toMatch(/deploy --prod .*\/out\/api/);
    expect(dockerfile).toMatch(/deploy --prod .*\/out\/shell/);
  });
});
