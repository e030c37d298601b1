import { join } from 'node:path';
import { preconnectLinkHeader, type RemoteName } from '@marathon/shared/contracts';
import { portsFromEnv } from './ports';
import {
  checkRuntimeSettings,
  makeRuntimeConfig,
  MOBILE_SITE_PATH,
  originText,
  runtimeSettingsFromEnv,
  trustProxyFromEnv,
  type RuntimeConfigOptions,
} from './runtime-config';
import { contentSecurityPolicy } from './security-headers';
import { registerPhoneRedirect } from './phone-redirect';
import { publicOrigin, startStaticServer } from './static-server';

/**
 * The shell and the four remotes without the API (`pnpm serve:static`, the `site` service of compose.yaml): for
 * a deployment whose API runs elsewhere. Same servers, headers and manifest as `npm start`.
 */
const root = join(import.meta.dirname, '..');
const ports = portsFromEnv();
const trustProxy = trustProxyFromEnv();
const options: RuntimeConfigOptions = {
  ports,
  environment: 'production',
  settings: runtimeSettingsFromEnv(),
};
checkRuntimeSettings(options);

const remotes: Record<RemoteName, string> = {
  content: 'remote-content',
  auth: 'remote-auth',
  search: 'remote-search',
  signup: 'remote-signup',
};
const servers = await Promise.all([
  ...Object.entries(remotes).map(([name, dir]) =>
    startStaticServer({
      root: join(root, dir, 'dist'),
      port: ports[name as RemoteName],
      cors: true,
      trustProxy,
    }),
  ),
  startStaticServer({
    root: join(root, 'shell/dist'),
    port: ports.shell,
    cors: false,
    trustProxy,
    documents: { '/runtime-config.json': (origin) => makeRuntimeConfig(origin, options) },
    pagePolicy: (origin) => contentSecurityPolicy(makeRuntimeConfig(origin, options)),
    pageLinks: (origin) => preconnectLinkHeader(makeRuntimeConfig(origin, options), originText(origin)),
    // The member centre's page is the shell's index.html.
    pages: { '/reg/': 'index.html' },
    // The phone site, where phones are sent when no other mobile site is configured.
    mounts: [{ prefix: MOBILE_SITE_PATH, root: join(root, 'mobile/dist') }],
    routes: (app) =>
      registerPhoneRedirect(app, (request) => makeRuntimeConfig(publicOrigin(request), options).mobileSite),
  }),
]);

console.log(
  `Static apps: shell :${ports.shell} · content :${ports.content} · auth :${ports.auth} · ` +
    `search :${ports.search} · signup :${ports.signup} (trust proxy: ${trustProxy})`,
);

const shutdown = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
