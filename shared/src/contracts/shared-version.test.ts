import { describe, expect, it } from 'vitest';
import { canPair, declaredSharedVersion } from './shared-version';

describe('pairing a page and a remote by @marathon/shared version', () => {
  it('pairs the same version, and a page newer within the major version', () => {
    expect(canPair('2.0.0', '2.0.0')).toBe(true);
    expect(canPair('2.3.1', '2.1.0')).toBe(true);
    expect(canPair('2.1.1', '2.1.0')).toBe(true);
  });

  it('refuses a page older than the remote, another major version, and anything not semver', () => {
    expect(canPair('2.0.0', '2.1.0')).toBe(false);
    expect(canPair('2.1.0', '2.1.1')).toBe(false);
    expect(canPair('1.1.0', '2.0.0')).toBe(false);
    expect(canPair('3.0.0', '2.0.0')).toBe(false);
    expect(canPair('0.2.0', '0.1.0')).toBe(false);
    expect(canPair('2.0.0', 'latest')).toBe(false);
  });

  it('reads the declaration of a remote entry, and nothing from an entry without one', () => {
    expect(declaredSharedVersion({ marathonBuiltWith: { '@marathon/shared': '2.0.0' } })).toBe('2.0.0');
    expect(declaredSharedVersion({ get: () => null })).toBeNull();
    expect(declaredSharedVersion({ marathonBuiltWith: { '@marathon/shared': 2 } })).toBeNull();
  });
});
