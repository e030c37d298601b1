import { DEMO_ACCOUNT } from '../../api/src/main/startup/demo-account-data';
import { INBOX_PATH } from '@marathon/shell/server/local/inbox';
import { startDevLoop } from './dev-loop';
import { DEV_PORTS, portsFromEnv } from '@marathon/shell/server/ports';
import { runtimeSettingsFromEnv } from '@marathon/shell/server/runtime-config';

/**
 * `npm run dev`: edit and see. The shell hot-reloads its own modules; a saved remote file is rebuilt and every
 * open page reloads once the rebuild is on disk; the API restarts on its own changes.
 */
const ports = portsFromEnv(process.env, DEV_PORTS);
const loop = await startDevLoop({
  ports,
  settings: runtimeSettingsFromEnv(),
  onProgress: (step) => console.log(`  dev: ${step}`),
  onRemoteRebuilt: (remote) => console.log(`  dev: remote-${remote} rebuilt, reloading open pages`),
});

console.log(`
  开发模式已启动 / The dev loop is running

  打开 / Open:            http://localhost:${ports.shell}/
  体验账号 / Demo account: ${DEMO_ACCOUNT.phone} · ${DEMO_ACCOUNT.email} · ${DEMO_ACCOUNT.password}
  收件箱 / Inbox:          http://localhost:${ports.shell}${INBOX_PATH}
  API:                    http://localhost:${ports.api}/health (tsx watch; data: ${loop.dataDir})
  Remotes (rebuilt on save): content :${ports.content} · auth :${ports.auth} · search :${ports.search} · signup :${ports.signup}

  按 Ctrl+C 停止 / Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await loop.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
