import { describeTrustProxy } from '@marathon/shared/trust-proxy';
import { loadConfig } from './config';
import { createApp } from './app';

/** The shown address: a wildcard host is reached as localhost. */
function shownHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Listens first, prepares the data after: a start never waits on seeding to accept connections, so a start script
 * or a load balancer sees `starting` at /health rather than a refused connection.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const { app, prepare } = await createApp({ config, logger: { level: config.logLevel } });

  const shutdown = (signal: string): void => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  console.log(
    `API listening on http://${shownHost(config.host)}:${port} (${app.context.dbKind}, ${config.nodeEnv}, trusting ${describeTrustProxy(config.trustProxy)}) after ${seconds(started)} (${seconds(0)} since the process started); preparing data`,
  );
  await prepare((step) => console.log(`API start: ${step} (${seconds(started)})`));
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
