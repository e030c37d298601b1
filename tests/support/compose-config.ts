import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { REPO_ROOT } from '@marathon/tools/site';

/*
 * compose.yaml as `docker compose config` resolves it, for a machine with no compose: YAML anchors and merge keys
 * (js-yaml), compose's interpolation of ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}
 * and $$ from the .env file, and each container's environment (its env_file under its `environment`).
 */

export interface ComposeService {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[] | string;
  entrypoint?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  env_file?: string | string[];
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
  restart?: string;
}

export interface ResolvedCompose {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  /** Each `${NAME:?…}` or `${NAME?…}` whose variable was unset (or empty, for `:?`): what compose stops with. */
  errors: string[];
}

/** A .env file as compose reads it: NAME=value lines, comments and blank lines skipped, quotes taken off. */
export function parseEnvFile(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (!match) continue;
    const value = (match[2] ?? '').trim();
    variables[match[1] as string] = /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return variables;
}

function interpolate(text: string, env: Record<string, string>, errors: string[]): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, braced: string | undefined, operator: string | undefined, argument: string | undefined, bare) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare) as string;
      const value = env[name];
      const missing = operator?.startsWith(':') ? !value : value === undefined;
      if (operator?.endsWith('?') && missing) {
        errors.push(`${name}: ${argument}`);
        return '';
      }
      if (operator?.endsWith('-') && missing) return interpolate(argument ?? '', env, errors);
      return value ?? '';
    },
  );
}

function interpolateAll(value: unknown, env: Record<string, string>, errors: string[]): unknown {
  if (typeof value === 'string') return interpolate(value, env, errors);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, env, errors));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item, env, errors)]),
    );
  }
  return value;
}

/** compose.yaml of the repository resolved with the variables of `env` (a .env file's content). */
export function resolveCompose(env: Record<string, string>): ResolvedCompose {
  // Compose takes YAML's merge keys (`<<: *api`), which js-yaml leaves to be asked for.
  const parsed = load(readFileSync(join(REPO_ROOT, 'compose.yaml'), 'utf8'), {
    schema: CORE_SCHEMA.withTags(mergeTag),
  }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const errors: string[] = [];
  const resolved = interpolateAll(parsed, env, errors) as typeof parsed;
  return { services: resolved.services, volumes: resolved.volumes ?? {}, errors: [...new Set(errors)] };
}

/** The environment a service's container starts with: its env_file, then its `environment` over it. */
export function containerEnvironment(
  service: ComposeService,
  envFile: Record<string, string>,
): Record<string, string> {
  const fromFile = service.env_file ? envFile : {};
  const own = Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      value === null ? '' : String(value),
    ]),
  );
  return { ...fromFile, ...own };
}
