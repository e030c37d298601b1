import { configFromEnv } from './config';
import { createShellApp } from './app';

/**
 * The shell's server, as the production image, `npm start` and the browser journeys run it:
 * `node shell/dist-server/main.js`, configured by its environment (see config.ts and .env.example).
 */
let config;
try {
  config = configFromEnv();
} catch (error) {
  console.error(`The shell's server cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const app = await createShellApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { apiUrls: config.apiUrls, local: config.local !== null, trustProxy: config.trustProxy },
  'shell server ready',
);

// A rolling restart: stop taking connections, finish the ones in flight, then leave.
const shutdown = (signal: string) => {
  app.log.info({ signal }, 'shell server stopping');
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
