import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, stopProcess } from '@marathon/tools/site';

/** The repository's nginx configuration of the site's edge: the file a deployment renders and runs. */
export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy/nginx/marathon.conf.template');

export interface EdgeOptions {
  /** The site's host name (and its certificate's); any other Host header is answered by nginx itself. */
  serverName: string;
  httpsPort: number;
  internalPort: number;
  shell: string;
  apis: string[];
  remotesRoot: string;
  /** The API's CONTENT_DIR, whose images nginx serves itself. */
  contentRoot: string;
}

export interface Edge {
  origin: string;
  /** https://127.0.0.1:<port>: the edge by its address, for requests that name their own Host (edgeRequest). */
  address: { host: string; port: number };
  /** The certificate the edge presents (self-signed), for Node clients that must trust it. */
  certificate: string;
  stop(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's nginx with the site's configuration rendered as docs/DEPLOYMENT.md says (envsubst over the template's
 * MARATHON_* variables, nothing else substituted), a self-signed certificate for the server name, and a main
 * configuration of the journey's own around it (a prefix folder, its own logs and ports) as /etc/nginx/nginx.conf
 * would include it. Runs in the foreground; `stop` ends it.
 */
export async function startEdge(options: EdgeOptions): Promise<Edge> {
  const prefix = mkdtempSync(join(tmpdir(), 'marathon-nginx-'));
  for (const dir of ['logs', 'temp', 'conf.d']) mkdirSync(join(prefix, dir));
  const certificate = join(prefix, 'edge.crt');
  const key = join(prefix, 'edge.key');
  const made = spawnSync(
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
      `/CN=${options.serverName}`,
      '-addext',
      `subjectAltName=DNS:${options.serverName}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  const variables: Record<string, string> = {
    MARATHON_SERVER_NAME: options.serverName,
    MARATHON_LISTEN: `127.0.0.1:${options.httpsPort}`,
    MARATHON_TLS_CERT: certificate,
    MARATHON_TLS_KEY: key,
    MARATHON_SHELL: options.shell,
    MARATHON_API_SERVERS: options.apis.map((api) => `server ${api} max_fails=1 fail_timeout=5s;`).join(' '),
    MARATHON_REMOTES_ROOT: options.remotesRoot,
    MARATHON_CONTENT_ROOT: options.contentRoot,
    MARATHON_INTERNAL_LISTEN: `127.0.0.1:${options.internalPort}`,
  };
  const rendered = spawnSync(
    'envsubst',
    [
      Object.keys(variables)
        .map((name) => `\${${name}}`)
        .join(' '),
    ],
    {
      input: readFileSync(NGINX_TEMPLATE, 'utf8'),
      env: { ...process.env, ...variables },
      encoding: 'utf8',
    },
  );
  if (rendered.status !== 0) throw new Error(`envsubst: ${rendered.stderr}`);
  writeFileSync(join(prefix, 'conf.d/marathon.conf'), rendered.stdout);
  const temp = join(prefix, 'temp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(prefix, 'logs/access.log')};`,
      `  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;`,
      `  include ${join(prefix, 'conf.d')}/*.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const limit = Date.now() + 60_000;
  while (!(await listening(options.httpsPort))) {
    if (nginx.exitCode !== null) {
      throw new Error(
        `nginx exited (${nginx.exitCode}): ${readFileSync(join(prefix, 'logs/error.log'), 'utf8')}`,
      );
    }
    if (Date.now() > limit) throw new Error('nginx did not listen within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin: `https://${options.serverName}:${options.httpsPort}`,
    address: { host: '127.0.0.1', port: options.httpsPort },
    certificate,
    async stop() {
      await stopProcess(nginx);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
