import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEV_BUILD_MARKER, DEV_BUILD_VARIABLE, buildFolder } from '@marathon/shared/build';

/** The dev loop's builds: a folder of their own (never the production dist/). */
const DEV_FOLDER = buildFolder({ [DEV_BUILD_VARIABLE]: '1' });
import { REPO_ROOT, stopProcess } from '../site/site';

/** Vite's command-line entry, as installed for the apps (the root package has no Vite of its own). */
const VITE_BIN = join(
  dirname(createRequire(join(REPO_ROOT, 'shell/package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

export interface RemoteBuilder {
  dir: string;
  dist: string;
  stop(): Promise<void>;
}

/**
 * One remote of the dev loop: a full `vite build` now and after every save under src/, each in a fresh process,
 * then the marker the shell's dev server reloads the page on. Not `vite build --watch`, nor build() again in one
 * process: the federation plugin emits its exposed and shared chunks once per process, so from the second build
 * on remoteEntry.js names chunks that were never written ("Unable to get file name for unknown file", or
 * `${__federation_expose_./HomePage}` left in the entry). A failed build (a typo while editing) leaves the last
 * good one served.
 */
export async function startRemoteBuilder(
  dir: string,
  quiet: boolean,
  onBuilt: (ms: number) => void = () => {},
): Promise<RemoteBuilder> {
  let current: ChildProcess | null = null;
  let again = false;
  let stopped = false;

  const buildOnce = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const child = spawn(
        process.execPath,
        [VITE_BIN, 'build', '--configLoader', 'runner', '--logLevel', 'warn'],
        {
          cwd: dir,
          env: { ...process.env, [DEV_BUILD_VARIABLE]: '1' },
          stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
        },
      );
      current = child;
      child.once('exit', (code, signal) => {
        current = null;
        if (code === 0) resolve(Math.round(performance.now() - started));
        else reject(new Error(`vite build in ${dir} failed (${code ?? signal})`));
      });
    });

  const rebuild = async (): Promise<void> => {
    if (current) {
      again = true;
      return;
    }
    try {
      const ms = await buildOnce();
      if (stopped) return;
      await writeFile(join(dir, DEV_FOLDER, DEV_BUILD_MARKER), JSON.stringify({ builtAt: Date.now() }));
      onBuilt(ms);
    } catch (error) {
      if (!stopped) console.error(`  dev: ${(error as Error).message}; the last good build stays served`);
    }
    if (again && !stopped) {
      again = false;
      await rebuild();
    }
  };

  await buildOnce();
  await writeFile(join(dir, DEV_FOLDER, DEV_BUILD_MARKER), JSON.stringify({ builtAt: Date.now() }));
  let timer: NodeJS.Timeout | undefined;
  // Editors save in bursts (write, rename, touch): one build for a burst.
  const watcher: FSWatcher = watch(join(dir, 'src'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 50);
  });
  return {
    dir,
    dist: join(dir, DEV_FOLDER),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      watcher.close();
      if (current) await stopProcess(current);
    },
  };
}

function viteBuild(dir: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [VITE_BIN, 'build', '--configLoader', 'runner', '--logLevel', 'warn', ...args],
      {
        cwd: dir,
        // A production build whatever the caller runs in (a test runner sets NODE_ENV=test, which Vite keeps).
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build ${args.join(' ')} in ${dir} failed (${code ?? signal})`)),
    );
  });
}

/**
 * A remote's production build, as its package's `build` script makes it: the browser build, then its first paint
 * when it has one. For a copy of a remote (a journey's changed build), which is not a workspace package.
 */
export async function buildRemote(dir: string): Promise<string> {
  await viteBuild(dir, []);
  if (existsSync(join(dir, 'vite.first-paint.config.ts'))) {
    await viteBuild(dir, ['--config', 'vite.first-paint.config.ts']);
  }
  return join(dir, 'dist');
}
