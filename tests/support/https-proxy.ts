import httpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SitePorts } from '@marathon/shell/server/ports';

/** Where each part sits on the one public origin, as an operator's reverse proxy would place it. */
export const PROXY_PREFIXES = {
  '/remotes/content': 'content',
  '/remotes/auth': 'auth',
  '/remotes/search': 'search',
  '/remotes/signup': 'signup',
  '/api': 'api',
  '/': 'shell',
} as const satisfies Record<string, keyof SitePorts>;

/** A throwaway certificate for localhost (Debian's openssl); the browser is told to accept it. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'marathon-tls-'));
  try {
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The site behind one HTTPS origin with path prefixes, the way an operator deploys it: TLS ends here, each
 * prefix goes to its part with the prefix cut off, and the part learns the public scheme and host from
 * X-Forwarded-Proto and X-Forwarded-Host.
 */
export async function startHttpsProxy(port: number, ports: SitePorts): Promise<FastifyInstance> {
  const proxy = Fastify({ logger: false, https: selfSignedCertificate() });
  for (const [prefix, part] of Object.entries(PROXY_PREFIXES)) {
    await proxy.register(httpProxy, {
      upstream: `http://127.0.0.1:${ports[part]}`,
      prefix,
      rewritePrefix: '',
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': request.headers.host ?? `localhost:${port}`,
          'x-forwarded-for': request.ip,
        }),
      },
    });
  }
  await proxy.listen({ port, host: '127.0.0.1' });
  return proxy;
}
