import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig } from '@marathon/shared/contracts';
import { describe, expect, it } from 'vitest';
import { exposes as adminExposes } from '../remote-admin/vite.config';
import { exposes as authExposes } from '../remote-auth/vite.config';
import { exposes as contentExposes } from '../remote-content/vite.config';
import { exposes as searchExposes } from '../remote-search/vite.config';
import { exposes as signupExposes } from '../remote-signup/vite.config';
import { DEFAULT_PORTS } from '@marathon/shell/server/ports';
import { makeRuntimeConfig } from '@marathon/shell/server/runtime-config';

describe('cross-app contracts', () => {
  // Which modules each remote exposes is checked by tsc (`satisfies ExposedFiles<…>` in its vite.config.ts);
  // that each named source file exists is not.
  it('every exposed module of every remote names a source file that exists', () => {
    const remotes = {
      'remote-content': contentExposes,
      'remote-auth': authExposes,
      'remote-search': searchExposes,
      'remote-signup': signupExposes,
      'remote-admin': adminExposes,
    };
    for (const [dir, exposes] of Object.entries(remotes)) {
      for (const file of Object.values(exposes)) {
        expect(existsSync(join(import.meta.dirname, '..', dir, file)), `${dir}/${file}`).toBe(true);
      }
    }
  });

  it('the manifest the shell server makes passes the shell’s own validation', () => {
    for (const environment of ['development', 'production'] as const) {
      const config = parseRuntimeConfig(
        makeRuntimeConfig('localhost', { ports: DEFAULT_PORTS, environment }),
      );
      expect(config.remotes.content).toBe('http://localhost:8001/remoteEntry.js');
      expect(config.features.showCharity).toBe(environment === 'production');
    }
  });

  it('the shell refuses a manifest with a missing remote before rendering', () => {
    const config = makeRuntimeConfig('localhost', { ports: DEFAULT_PORTS, environment: 'production' });
    const broken = { ...config, remotes: { content: config.remotes.content, auth: config.remotes.auth } };
    expect(() => parseRuntimeConfig(broken)).toThrow();
  });
});
