import { describe, expect, it } from 'vitest';
import { describeTrustProxy, parseTrustProxy, trustProxyTest } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(() => parseTrustProxy('11')).toThrow(/more than 10/);
  });

  it('takes proxy addresses, CIDR ranges and the named ranges', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1, fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and its synonyms, naming the forms that work', () => {
    for (const value of ['true', 'TRUE', 'all', '*', 'yes']) {
      expect(() => parseTrustProxy(value)).toThrow(
        /every X-Forwarded-For hop.*TRUST_PROXY=1.*TRUST_PROXY=127/,
      );
    }
  });

  it('refuses what is neither a count nor addresses', () => {
    for (const value of ['nginx', '10.0.0.0/33', '1.2.3', '::1/129', '1.2.3.4/8/9', ',', '-1']) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY: .* is not understood/);
    }
  });

  it('says what it trusts', () => {
    expect(describeTrustProxy(false)).toBe('no proxy');
    expect(describeTrustProxy(1)).toBe("1 proxy hop on the server's own networks");
    expect(describeTrustProxy(2)).toBe("2 proxy hops on the server's own networks");
    expect(describeTrustProxy(['10.0.0.1', '::1'])).toBe('proxies at 10.0.0.1, ::1');
  });

  it('trusts a hop count only on the server’s own networks, so a client reaching the port directly is not believed', () => {
    const trust = trustProxyTest(1);
    if (!trust) throw new Error('a hop count trusts something');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true);
    expect(trust('fd12::1', 0)).toBe(true);
    expect(trust('198.51.100.7', 0)).toBe(false);
    // Only as many hops as configured.
    expect(trust('10.0.0.2', 1)).toBe(false);
    const twoHops = trustProxyTest(2);
    expect(twoHops && twoHops('10.0.0.2', 1)).toBe(true);
  });

  it('trusts an address list at any hop, and nothing else', () => {
    const trust = trustProxyTest(['203.0.113.9', '10.2.0.0/16', 'loopback']);
    if (!trust) throw new Error('a list trusts something');
    expect(trust('203.0.113.9', 0)).toBe(true);
    expect(trust('10.2.3.4', 2)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('10.3.0.1', 0)).toBe(false);
    expect(trustProxyTest(false)).toBe(false);
  });
});
