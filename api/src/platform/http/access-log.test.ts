import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildApp } from '../../main/app';
import { testConfig } from '../../test-support/test-app';

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

/** The app with its log lines kept, as the server writes them at LOG_LEVEL=info. */
async function loggingApp(): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = await buildApp({ config: testConfig(), logger: { level: 'info', stream } });
  open.push(app);
  return { app, lines };
}

describe('the API’s log', () => {
  it('writes one line per request, with the field names of the shell’s server', async () => {
    const { app, lines } = await loggingApp();
    const before = lines.length;
    const response = await app.inject({
      method: 'GET',
      url: `${endpoints.health.path}?probe=1`,
      headers: { 'x-request-id': 'a1b2c3d4e5f6' },
    });
    expect(response.statusCode).toBe(200);
    const requestLines = lines.slice(before);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request',
      requestId: 'a1b2c3d4e5f6',
      method: 'GET',
      path: endpoints.health.path,
      status: 200,
    });
    expect(typeof requestLines[0]?.ms).toBe('number');
  });
});
