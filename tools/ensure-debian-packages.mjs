// @ts-check
/**
 * What the browser journeys run besides Node, from Debian's packages (no download of a browser or server works on
 * our machines): Chromium, driven by playwright-core; nginx with envsubst and openssl, for the journey that serves
 * the site through the repository's own nginx configuration (deploy/nginx/); a Chinese font, without which the
 * journeys' zh screenshots are rows of empty boxes (the page itself is unaffected). Installs what is missing with
 * apt-get when it may; otherwise says what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const NEEDED = [
  { file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { file: '/usr/sbin/nginx', pkg: 'nginx' },
  // Optional: only the screenshots need it, so a machine that cannot install it still runs the journeys.
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', pkg: 'fonts-wqy-microhei', optional: true },
  { file: '/usr/bin/envsubst', pkg: 'gettext-base' },
  { file: '/usr/bin/openssl', pkg: 'openssl' },
  { file: postgresTool('pg_restore'), pkg: 'postgresql' },
];

/**
 * A tool of the newest Debian PostgreSQL installed (/usr/lib/postgresql/<version>/bin), or where 15's would be.
 * @param {string} name
 */
function postgresTool(name) {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return `${root}/${versions[0] ?? '15'}/bin/${name}`;
}

const missing = NEEDED.filter(({ file }) => !existsSync(file));
if (missing.length === 0) {
  console.log(`Found ${NEEDED.map(({ pkg }) => pkg).join(', ')}`);
  process.exit(0);
}
const packages = missing.map(({ pkg }) => pkg);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  if (missing.every(({ optional }) => optional)) {
    console.warn(
      `Not installed (optional): ${packages.join(' ')}; the zh screenshots will lack a Chinese font.`,
    );
    process.exit(0);
  }
  console.error(
    `Missing: ${missing.map(({ file }) => file).join(', ')}. Install them (Debian: apt-get install ${packages.join(' ')}) ` +
      'or set CHROMIUM_PATH for Chromium.',
  );
  process.exit(1);
}
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...packages],
]) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Debian starts the nginx and PostgreSQL services it installs: the journeys run their own, on ports of their own.
for (const service of ['nginx', 'postgresql']) spawnSync('service', [service, 'stop'], { stdio: 'ignore' });
console.log(`Installed ${packages.join(', ')}`);
