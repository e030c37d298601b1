import { EXPOSED_MODULES, parseRuntimeConfig } from '@marathon/shared/contracts';
import { describe, expect, it } from 'vitest';
import { exposes as authExposes } from '../remote-auth/vite.config';
import { exposes as contentExposes } from '../remote-content/vite.config';
import { exposes as searchExposes } from '../remote-search/vite.config';
import { exposes as signupExposes } from '../remote-signup/vite.config';
import { DEFAULT_PORTS } from './ports';
import { makeRuntimeConfig } from './runtime-config';

describe('cross-app contracts', () => {
  it('each remote exposes exactly the modules the shell loads', () => {
    expect(Object.keys(contentExposes).sort()).toEqual([...EXPOSED_MODULES.content].sort());
    expect(Object.keys(authExposes).sort()).toEqual([...EXPOSED_MODULES.auth].sort());
    expect(Object.keys(searchExposes).sort()).toEqual([...EXPOSED_MODULES.search].sort());
    expect(Object.keys(signupExposes).sort()).toEqual([...EXPOSED_MODULES.signup].sort());
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
