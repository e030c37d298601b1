import { defineConfig } from 'vitest/config';
import '../tools/node20-polyfill.ts';

/**
 * Browser journeys against the production build: each file starts the built site (API, shell, four remotes on
 * their own ports) and drives Debian's Chromium through playwright-core. Two files run at once (E2E_WORKERS), each
 * worker on ports of its own (tests/support/site.ts): a journey spends most of its time waiting on a browser or a
 * starting site, so two keep both cores busy; every wait is on a condition with a generous limit.
 */
export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    // Generous: on a loaded two-core machine a fresh-clone run lost journeys to 60 s limits. The journeys wait on
    // conditions, so a limit only ends a run that is really stuck.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // expect.poll waits on a condition too: 1 s (Vitest's default) is less than a lazy part's first load on a busy
    // machine (the page messages, loaded with the first one, took longer under a full run).
    expect: { poll: { timeout: 30_000 } },
    environment: 'node',
    reporters: ['default'],
  },
});
