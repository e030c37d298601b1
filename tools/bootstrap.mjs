// @ts-check
/**
 * `npm start`, `npm run dev`, `npm test`, `npm run build` and `npm run bench` on a machine that has only Node 20 and npm:
 * this script brings pnpm 10 itself (corepack fails on such machines), installs, builds and runs. It is plain
 * JavaScript because it runs before anything is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFromSources, sourceFingerprint, writeBuildStamp } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const npx = isWindows ? 'npx.cmd' : 'npx';

/** @param {string} label @param {string} command @param {string[]} args @param {Record<string,string>} [env] */
function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** @param {string} label @param {string[]} args @param {Record<string,string>} [env] */
const pnpm = (label, args, env) => run(label, npx, ['-y', 'pnpm@10', ...args], env);

/**
 * Steps in lanes: each lane runs its steps one after another, the lanes side by side (the checks are single
 * threaded: two lanes keep both cores of a CI machine busy). A step's output is printed whole when it ends, so
 * two lanes never interleave lines; a failed step fails the run once every lane has ended.
 * @param {Array<Array<{ label: string, args: string[] }>>} lanes pnpm steps
 */
async function pnpmLanes(lanes) {
  /** @param {{ label: string, args: string[] }} step @returns {Promise<boolean>} */
  const runStep = (step) =>
    new Promise((resolve) => {
      const started = Date.now();
      console.log(`\n▶ ${step.label} (in a lane of its own)`);
      const child = spawn(npx, ['-y', 'pnpm@10', ...step.args], {
        cwd: root,
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
        shell: isWindows,
      });
      /** @type {Buffer[]} */
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        process.stdout.write(Buffer.concat(output));
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (code === 0) console.log(`✔ ${step.label} (${seconds} s)`);
        else console.error(`✖ ${step.label} failed (exit ${code})`);
        resolve(code === 0);
      });
    });
  const results = await Promise.all(
    lanes.map(async (steps) => {
      let ok = true;
      for (const step of steps) ok = (await runStep(step)) && ok;
      return ok;
    }),
  );
  if (results.includes(false)) process.exit(1);
}

function install() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  pnpm('install dependencies (pnpm 10)', ['install', ...frozen]);
}

/** Beside the install, so a fresh install (or a deleted node_modules) builds again. */
const BUILD_STAMP = join(root, 'node_modules', '.marathon-build.json');

function build() {
  const sources = sourceFingerprint(root);
  pnpm('build the API, the shell, the remotes and the phone site', [
    '--workspace-concurrency=2',
    '--filter',
    '@marathon/api',
    '--filter',
    '@marathon/shell',
    '--filter',
    '@marathon/mobile',
    '--filter',
    '@marathon/remote-*',
    'run',
    'build',
  ]);
  writeBuildStamp(BUILD_STAMP, sources);
}

/**
 * Builds unless the last build was made from these very sources and its outputs are all there (`npm start` on a
 * checkout already built goes straight to serving). FORCE_BUILD=1 builds anyway.
 */
function buildIfChanged() {
  if (process.env.FORCE_BUILD !== '1' && builtFromSources(root, BUILD_STAMP)) {
    console.log(
      '\n✔ build skipped: no source has changed since the last build (FORCE_BUILD=1 builds anyway)',
    );
    return;
  }
  build();
}

const command = process.argv[2];
switch (command) {
  case 'start':
    install();
    buildIfChanged();
    pnpm('serve the site (local try-it-out mode)', ['exec', 'tsx', 'tools/site/start.ts']);
    break;
  case 'dev':
    // No build first: the loop builds each remote itself and serves the shell from Vite's dev server.
    install();
    pnpm('dev loop (API watch, remotes rebuilt on save, shell with hot reload)', [
      'exec',
      'tsx',
      'tools/dev/start.ts',
    ]);
    break;
  case 'build':
    install();
    build();
    break;
  case 'test':
    install();
    await pnpmLanes([
      [
        { label: 'lint (ESLint)', args: ['exec', 'eslint', '.'] },
        { label: 'format (Prettier)', args: ['exec', 'prettier', '--check', '.'] },
        { label: 'unused exports of @marathon/shared (knip)', args: ['run', 'knip'] },
      ],
      [
        { label: 'type check every package', args: ['-r', '--workspace-concurrency=1', 'run', 'typecheck'] },
        {
          label: 'type check the root configuration',
          args: ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
        },
      ],
    ]);
    pnpm('unit and API tests (Vitest)', ['exec', 'vitest', 'run']);
    build();
    run('make sure Debian Chromium, nginx, envsubst and openssl are installed', process.execPath, [
      'tools/ensure-debian-packages.mjs',
    ]);
    pnpm('browser journeys (Playwright + Chromium)', ['--filter', '@marathon/tests', 'run', 'e2e']);
    break;
  case 'bench':
    install();
    buildIfChanged();
    run('make sure Debian Chromium, nginx, envsubst and openssl are installed', process.execPath, [
      'tools/ensure-debian-packages.mjs',
    ]);
    // tsx applies a tsconfig only to the files it includes: the base one includes every package, so the shell's
    // server code a bench runs in-process (the one-bundle build's frame) is compiled with the automatic JSX runtime.
    pnpm('benchmarks', ['--filter', '@marathon/bench', 'run', 'bench', ...process.argv.slice(3)], {
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.base.json'),
    });
    break;
  default:
    console.error('usage: node tools/bootstrap.mjs start|dev|build|test|bench');
    process.exit(2);
}
