import { portsFromEnv } from './ports';
import { startBuiltSite } from './site';

/** `npm start` after the build: serves the whole site in production mode and prints the address to open. */
const ports = portsFromEnv();
const site = await startBuiltSite({
  ports,
  environment: 'production',
  ...(process.env.MOBILE_SITE_URL ? { mobileSite: process.env.MOBILE_SITE_URL } : {}),
});

console.log(`
  扬州半程马拉松网站已启动 / The Yangzhou Half Marathon site is running

  Open:    http://localhost:${ports.shell}/
  API:     http://localhost:${ports.api}/health
  Remotes: content :${ports.content} · auth :${ports.auth} · search :${ports.search} · signup :${ports.signup}

  Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
