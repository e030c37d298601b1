import type { Server } from 'node:http';
import { pino } from 'pino';
import { describeTrustProxy } from '@marathon/shared/trust-proxy';
import { loadConfig } from '../platform/config/config';
import { createApp } from './app';
import { createApiMetrics } from '../platform/metrics/api-metrics';
import { listenForMetrics } from '../platform/metrics/metrics-listener';

/** Connections the kernel may hold for the API before it accepts them. */
const LISTEN_BACKLOG = 4096;

/** The shown address: a wildcard host is reached as localhost. */
function shownHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Listens first, prepares the data after: a start never waits on seeding to accept connections, so a start script
 * or a load balancer sees `starting` at /health rather than a refused connection. Every line it writes is JSON
 * (pino), like the request lines: the start's own lines at info whatever LOG_LEVEL says, since an operator needs
 * them (they are few).
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const metrics = createApiMetrics({ processMetrics: true });
  const { app, prepare } = await createApp({ config, logger: { level: config.logLevel }, metrics });
  const startLog = app.log.child({}, { level: config.logLevel === 'silent' ? 'silent' : 'info' });

  let metricsServer: Server | null = null;
  const shutdown = (signal: string): void => {
    startLog.info({ signal }, 'shutting down');
    metricsServer?.close();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // Connections waiting to be accepted: Node's 511 overflows when thousands of race-day pages open their events
  // streams in a few seconds while the process is busy, and each connection dropped then waits seconds for its
  // retry (or fails). The kernel caps it at net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  if (config.metrics) {
    metricsServer = await listenForMetrics(metrics.registry, config.metrics.port, config.metrics.host);
    startLog.info(
      { metrics: `http://${config.metrics.host}:${config.metrics.port}/metrics` },
      'metrics served on their own listener',
    );
  }
  startLog.info(
    { port, db: app.context.dbKind, env: config.nodeEnv, trustProxy: describeTrustProxy(config.trustProxy) },
    `API listening on http://${shownHost(config.host)}:${port} (${app.context.dbKind}, ${config.nodeEnv}, trusting ${describeTrustProxy(config.trustProxy)}) after ${seconds(started)} (${seconds(0)} since the process started); preparing data`,
  );
  await prepare((step) => startLog.info({ step }, `API start: ${step} (${seconds(started)})`));
}

main().catch((error: unknown) => {
  // Before the app (and its logger) exists, or after: the same JSON line either way.
  pino().fatal(
    { err: error },
    `API failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
