import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { rateLimitKey } from './rate-limit';

const withIp = (ip: string | undefined) => ({ ip }) as unknown as Pick<FastifyRequest, 'ip'>;

describe('the rate-limit key', () => {
  it('is the client address, IPv6 grouped by its /64', () => {
    expect(rateLimitKey(withIp('203.0.113.7'))).toBe('203.0.113.7');
    expect(rateLimitKey(withIp('2001:db8:1:2:aaaa::1'))).toBe(rateLimitKey(withIp('2001:db8:1:2:bbbb::9')));
  });

  it('never throws when the socket is gone and the request has no address', () => {
    expect(rateLimitKey(withIp(undefined))).toBe('no-client-address');
  });
});
