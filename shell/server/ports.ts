/** Where each part of the site listens when served together (`npm start`, the browser tests, the benchmark). */
export interface SitePorts {
  api: number;
  shell: number;
  content: number;
  auth: number;
  search: number;
  signup: number;
  admin: number;
}

export const DEFAULT_PORTS: SitePorts = {
  api: 8080,
  shell: 8000,
  content: 8001,
  auth: 8002,
  search: 8003,
  signup: 8004,
  admin: 8005,
};

/**
 * `npm run dev`: the ports of the apps' Vite configs and an API port of its own, so the dev loop and `npm start`
 * can run side by side (same variables move them).
 */
export const DEV_PORTS: SitePorts = {
  api: 5280,
  shell: 5200,
  content: 5201,
  auth: 5202,
  search: 5203,
  signup: 5204,
  admin: 5205,
};

export function portsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  base: SitePorts = DEFAULT_PORTS,
): SitePorts {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
  };
  return {
    api: read('API_PORT', base.api),
    shell: read('SHELL_PORT', base.shell),
    content: read('CONTENT_PORT', base.content),
    auth: read('AUTH_PORT', base.auth),
    search: read('SEARCH_PORT', base.search),
    signup: read('SIGNUP_PORT', base.signup),
    admin: read('ADMIN_PORT', base.admin),
  };
}

/** The same site moved by `shift` ports: a journey or bench that runs its own copy beside the shared test site. */
export function shiftPorts(ports: SitePorts, shift: number): SitePorts {
  return {
    api: ports.api + shift,
    shell: ports.shell + shift,
    content: ports.content + shift,
    auth: ports.auth + shift,
    search: ports.search + shift,
    signup: ports.signup + shift,
    admin: ports.admin + shift,
  };
}
