import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_INTERNAL_URL_VARIABLES } from '@marathon/shell/server/config';
import { REPO_ROOT } from '@marathon/tools/site';
import {
  containerEnvironment,
  parseEnvFile,
  resolveCompose,
  type ComposeService,
} from '../support/compose-config';

/*
 * compose.yaml brings up the shape docs/DEPLOYMENT.md describes from a copy of .env.example: nginx with the
 * repository's configuration in front of two API processes and the shell's server, the remotes published into
 * the folder nginx serves, PostgreSQL and an object store. No engine runs here (nor in CI), so this checks what
 * `docker compose config` would resolve: every address a container connects to names a service of the file and
 * a port that service listens on (a container's 127.0.0.1 is its own loopback, never another service's).
 */
const EXAMPLE = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');

/** The variables .env.example marks "compose: required": the secrets and names an operator must fill in. */
function requiredByCompose(): string[] {
  const names: string[] = [];
  let comment = '';
  for (const line of EXAMPLE.split('\n')) {
    if (line.startsWith('#')) comment += ` ${line.slice(1).trim()}`;
    else {
      const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      if (name && /compose: required/.test(comment)) names.push(name);
      comment = '';
    }
  }
  return names.sort();
}

/** .env.example with what an operator fills in, as docs/DEPLOYMENT.md (section 9) asks. */
const FILLED: Record<string, string> = {
  ...parseEnvFile(EXAMPLE),
  POSTGRES_PASSWORD: 'admin-password-of-the-test',
  DATABASE_PASSWORD: 'app-password-of-the-test',
  SITE_HOST_NAMES: 'www.example.org m.example.org',
  TLS_DIR: '/etc/ssl/marathon',
  CIPHER_KEY: 'compose-test-key-of-32-letters!!',
  CIPHER_IV: 'compose-test-iv!',
  CAPTCHA_SECRET: 'compose-test-captcha-secret',
  INTERNAL_API_KEY: 'compose-test-internal-key-of-32-letters',
  S3_ACCESS_KEY_ID: 'marathon-store',
  S3_SECRET_ACCESS_KEY: 'compose-test-store-secret',
  PUBLIC_ORIGIN: 'https://www.example.org',
};

const compose = resolveCompose(FILLED);
const services = compose.services;
const environment = (name: string) => containerEnvironment(services[name] as ComposeService, FILLED);

/** Bind addresses, not addresses a container connects to. */
const BIND_VARIABLES = new Set(['HOST', 'METRICS_HOST', 'SHELL_METRICS_HOST']);

/** Every host:port a service's container connects to: the address variables of its environment and its command. */
function addressesUsedBy(name: string): { variable: string; host: string; port: number }[] {
  const env = environment(name);
  const found: { variable: string; host: string; port: number }[] = [];
  const defaultPort: Record<string, number> = { 'postgres:': 5432, 'http:': 80, 'https:': 443 };
  const urlVariables = [
    'DATABASE_URL',
    'S3_ENDPOINT',
    'API_INTERNAL_URL',
    ...Object.values(REMOTE_INTERNAL_URL_VARIABLES),
  ];
  for (const variable of urlVariables) {
    if (!env[variable]) continue;
    const url = new URL(env[variable] as string);
    found.push({ variable, host: url.hostname, port: Number(url.port) || (defaultPort[url.protocol] ?? 0) });
  }
  for (const variable of ['MARATHON_SHELL', 'MARATHON_API_SERVERS']) {
    for (const match of (env[variable] ?? '').matchAll(/(?:^|server\s+)([a-z0-9.-]+):(\d+)/g)) {
      found.push({ variable, host: match[1] as string, port: Number(match[2]) });
    }
  }
  const command = [services[name]?.entrypoint ?? [], services[name]?.command ?? []].flat().join(' ');
  for (const match of command.matchAll(/\bhttps?:\/\/([a-z0-9.-]+):(\d+)/g)) {
    found.push({ variable: 'command', host: match[1] as string, port: Number(match[2]) });
  }
  return found;
}

/** The ports a service listens on, from its own settings (or its image's known default). */
function portsOf(name: string): number[] {
  const service = services[name] as ComposeService;
  const env = environment(name);
  if (service.image?.startsWith('postgres:')) return [5432];
  if (service.image?.startsWith('minio/')) return [9000];
  if (service.build?.target === 'api') return [Number(env.PORT)];
  if (service.build?.target === 'shell') return [Number(env.SHELL_PORT)];
  if (service.image?.startsWith('nginx:')) {
    return [env.MARATHON_LISTEN, env.MARATHON_INTERNAL_LISTEN].map((listen) =>
      Number(String(listen).split(':').at(-1)),
    );
  }
  return [];
}

/** Services that run a command to its end (a migration, a bucket, a publish) rather than serving. */
const ONE_SHOT = (service: ComposeService) => service.restart === 'no';

describe('compose.yaml from a copy of .env.example', () => {
  it('refuses to start until each secret and name .env.example marks required is filled in, naming it', () => {
    const unfilled = resolveCompose(parseEnvFile(EXAMPLE));
    expect(unfilled.errors.map((error) => error.split(':')[0]).sort()).toEqual(requiredByCompose());
    expect(compose.errors).toEqual([]);
  });

  it('runs the documented shape: nginx, two API processes, the shell’s server, the remotes, PostgreSQL, an object store', () => {
    const byTarget = (target: string) =>
      Object.entries(services).filter(([, s]) => s.build?.target === target && !ONE_SHOT(s));
    const apis = byTarget('api');
    expect(apis.map(([name]) => name)).toEqual(['api', 'api-2']);
    for (const [, api] of apis) expect(api.command ?? 'the image’s server').toBe('the image’s server');
    expect(byTarget('shell').map(([name]) => name)).toEqual(['shell']);
    expect(services.remotes?.build?.target).toBe('remotes');
    expect(services.db?.image).toMatch(/^postgres:/);
    expect(services.objects?.image).toMatch(/^minio\//);
    expect(services.nginx?.image).toMatch(/^nginx:/);
    // nginx runs the repository's own tested configuration, fed the remotes' and the content's volumes.
    expect(services.nginx?.volumes).toEqual(
      expect.arrayContaining([
        './deploy/nginx/marathon.conf.template:/etc/nginx/templates/marathon.conf.template:ro',
        'remotes:/srv/remotes:ro',
        'content:/srv/content:ro',
      ]),
    );
    expect(services.remotes?.volumes).toContain('remotes:/srv/remotes');
    const template = readFileSync(join(REPO_ROOT, 'deploy/nginx/marathon.conf.template'), 'utf8');
    const templateVariables = new Set([...template.matchAll(/\$\{(MARATHON_[A-Z_]+)\}/g)].map((m) => m[1]));
    const nginxEnv = environment('nginx');
    for (const variable of templateVariables) expect(nginxEnv[variable as string], variable).toBeTruthy();
    expect(nginxEnv.NGINX_ENVSUBST_FILTER).toBe('^MARATHON_');
    // Both APIs share the content volume, the data volume and the bucket; uploads never sit in one container.
    for (const [name] of apis) {
      expect(services[name]?.volumes).toEqual(['data:/data', 'content:/app/api/content']);
      expect(environment(name)).toMatchObject({ UPLOAD_STORAGE: 's3', CONTENT_DIR: '/app/api/content' });
    }
    // Only the edge is reachable from outside.
    for (const [name, service] of Object.entries(services)) {
      expect(service.ports ?? [], name).toEqual(name === 'nginx' ? ['443:443'] : []);
    }
    // Every file the services mount from the repository exists.
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        if (volume.startsWith('./'))
          expect(existsSync(join(REPO_ROOT, volume.split(':')[0] as string))).toBe(true);
        else if (!volume.startsWith('/'))
          expect(compose.volumes).toHaveProperty(volume.split(':')[0] as string);
      }
    }
  });

  it('names, for every address a container connects to, a service of the file and a port it listens on', () => {
    const used = Object.keys(services).flatMap((name) =>
      addressesUsedBy(name).map((address) => ({ service: name, ...address })),
    );
    expect(used.length).toBeGreaterThan(10);
    const wrong = used.filter(({ host, port }) => !services[host] || !portsOf(host).includes(port));
    expect(wrong).toEqual([]);
    // The shell's server reads each remote's first paint from inside the network, and nothing in any container
    // points at its own loopback for another part.
    for (const variable of Object.values(REMOTE_INTERNAL_URL_VARIABLES)) {
      expect(environment('shell')[variable], variable).toMatch(/^http:\/\/nginx:/);
    }
    for (const name of Object.keys(services)) {
      const loopback = Object.entries(environment(name)).filter(
        ([variable, value]) => !BIND_VARIABLES.has(variable) && /\b(127\.0\.0\.1|localhost)\b/.test(value),
      );
      expect(loopback, name).toEqual([]);
    }
  });

  it('starts each part after what it needs: the schema and the bucket before the APIs, the remotes before nginx', () => {
    for (const name of ['api', 'api-2']) {
      expect(services[name]?.depends_on).toMatchObject({
        db: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
        bucket: { condition: 'service_completed_successfully' },
      });
    }
    expect(services.migrate?.command).toEqual(['node', 'api/dist/cli.js', 'migrate']);
    expect(environment('migrate').DATABASE_URL).toBe(environment('api').DATABASE_URL);
    expect(services.nginx?.depends_on).toMatchObject({
      api: { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
      shell: { condition: 'service_healthy' },
      remotes: { condition: 'service_completed_successfully' },
    });
    // The site's role is no superuser: the database's superuser is PostgreSQL's own, the app role owns its database.
    expect(environment('api').DATABASE_URL).toMatch(
      /^postgres:\/\/marathon:app-password-of-the-test@db:5432\/marathon$/,
    );
    expect(readFileSync(join(REPO_ROOT, 'deploy/compose/app-role.sh'), 'utf8')).toMatch(
      /CREATE DATABASE marathon OWNER marathon/,
    );
  });
});
