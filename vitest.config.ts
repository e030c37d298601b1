import { defineConfig } from 'vitest/config';
// The reporter runs in this process: the Node 20 polyfill it needs is loaded with the config.
import './scripts/node20-polyfill.ts';

// Unit and API tests of every package; the browser journeys in tests/ have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    projects: [
      'shared',
      'shell',
      'remote-content',
      'remote-auth',
      'remote-search',
      'remote-signup',
      'api',
      'scripts',
    ].map((dir) => ({
      extends: true,
      test: {
        name: dir,
        root: dir,
        include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts', '*.test.ts'],
        environment: dir === 'api' || dir === 'scripts' ? 'node' : 'happy-dom',
        ...(dir === 'remote-signup' ? { setupFiles: ['src/test-support/setup.ts'] } : {}),
      },
    })),
  },
});
