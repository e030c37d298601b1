import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The metrics on a listener of their own (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 unless told): nginx
 * proxies only the API's port, so the figures never reach the public, and a scrape never spends a client's rate
 * limit. GET /metrics only.
 */
export async function listenForMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
