import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// The reporter runs in this process: the Node 20 polyfill it needs is loaded with the config.
import './tools/node20-polyfill.ts';
import { suitesOnDatabase } from './api/src/test-support/suites-on-database.ts';

// Unit and API tests of every package; the browser journeys in tests/ have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    // Vitest's own default in a run is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // where most test time is spent waiting on servers, PostgreSQL and worker threads. Two files at a time keep
    // both cores busy; every test database and port is already per test app.
    maxWorkers: Number(process.env.UNIT_WORKERS) || 2,
    projects: [
      ...[
        'shared',
        'shell',
        'remote-content',
        'remote-auth',
        'remote-search',
        'remote-signup',
        'remote-admin',
        'mobile',
      ].map((dir) => ({
        extends: true,
        test: {
          name: dir,
          root: dir,
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          // Testing Library waits up to 15 s for the page (the shared setup): the test may take as long on a
          // busy machine.
          testTimeout: 20_000,
          // Every app's component tests run on the one Testing Library harness in @marathon/shared.
          setupFiles: [fileURLToPath(new URL('./shared/src/test-support/setup.ts', import.meta.url))],
        },
      })),
      // Node code: the API, the shell's server and the dev tooling.
      ...[
        { name: 'api', root: 'api', include: ['src/**/*.test.ts', 'lint/**/*.test.js'] },
        { name: 'shell-server', root: 'shell', include: ['server/**/*.test.{ts,tsx}'] },
        { name: 'tools', root: 'tools', include: ['**/*.test.ts'] },
      ].map((project) => ({
        extends: true,
        // Servers, worker threads and child processes start in these: allow for a busy machine.
        test: { ...project, environment: 'node' as const, testTimeout: 20_000, hookTimeout: 60_000 },
      })),
      // The API suites that open a database once more, on a real PostgreSQL server (TEST_DATABASE_URL, or a
      // throwaway one).
      {
        extends: true,
        test: {
          name: 'api-postgres',
          root: 'api',
          include: suitesOnDatabase(fileURLToPath(new URL('./api', import.meta.url))),
          environment: 'node',
          // Each test app gets a database of its own on the server: allow for a busy machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [
            fileURLToPath(new URL('./api/src/test-support/postgres-global-setup.ts', import.meta.url)),
          ],
        },
      },
    ],
  },
});
