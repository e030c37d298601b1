import { join } from 'node:path';
import { portsFromEnv } from '@marathon/shell/server/ports';
import { INBOX_PATH } from '@marathon/shell/server/local/inbox';
import { DEMO_ACCOUNT } from '../../api/src/main/startup/demo-account-data';
import { REPO_ROOT, startBuiltSite } from './site';

/**
 * `npm start` after the build: the local, try-it-out mode (see SiteMode in site.ts). It prints the address to
 * open, the demo account and the inbox where codes appear.
 */
const ports = portsFromEnv();
console.log('\n  Starting the API (the first start writes the demo race data; progress below)…');
const site = await startBuiltSite({
  ports,
  environment: 'production',
  mode: 'local',
  // Kept between starts, like a static host's folder: a page opened before a rebuild keeps its chunks.
  publishRoot: join(REPO_ROOT, '.site/remotes'),
  ...(process.env.MOBILE_SITE_URL ? { mobileSite: process.env.MOBILE_SITE_URL } : {}),
});
const open = `http://localhost:${ports.shell}/`;
const host = process.env.SITE_HOST?.trim() || '127.0.0.1';
const onThisMachine = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(host);
const inbox = onThisMachine
  ? `  收件箱 / Inbox:          http://localhost:${ports.shell}${INBOX_PATH}
                          验证码不会真的发出，短信和邮件验证码都显示在这里。
                          Codes are not really sent: every SMS and email code shows up here.`
  : `  已向局域网开放（${host}）：验证码不发送也不显示，请用密码登录。
  Open to the LAN (${host}): codes are neither sent nor shown anywhere; log in with the password.`;

console.log(`
  扬州半程马拉松网站已启动（本地体验模式）
  The Yangzhou Half Marathon site is running (local try-it-out mode)

  打开 / Open:            ${open}
  体验账号 / Demo account: 手机 phone ${DEMO_ACCOUNT.phone} · 邮箱 email ${DEMO_ACCOUNT.email}
                          密码 password ${DEMO_ACCOUNT.password}
${inbox}

  API:     http://localhost:${ports.api}/health   (数据 / data: ${site.dataDir})
  Remotes: content :${ports.content} · auth :${ports.auth} · search :${ports.search} · signup :${ports.signup} · admin :${ports.admin}

  This is NOT a production start: see docs and api/README.md ("Production") for a real deployment.
  按 Ctrl+C 停止 / Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
