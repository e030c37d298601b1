import { defineConfig } from 'vitest/config';
import '../scripts/node20-polyfill.ts';

/**
 * Browser journeys against the production build: each file starts the built site (API, shell, three remotes on
 * their own ports) and drives Debian's Chromium through playwright-core. Files run one after another: one site,
 * one browser, two cores.
 */
export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    environment: 'node',
    reporters: ['default'],
  },
});
