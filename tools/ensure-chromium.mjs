// @ts-check
/**
 * The browser tests drive Debian's Chromium with playwright-core (no browser download works on our machines).
 * Installs it with apt-get when it is missing and we may; otherwise says what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`Chromium found at ${CHROMIUM}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`Chromium installed at ${CHROMIUM}`);
