/** Where each part of the site listens when served together (`npm start`, the browser tests, the benchmark). */
export interface SitePorts {
  api: number;
  shell: number;
  content: number;
  auth: number;
  search: number;
  signup: number;
}

export const DEFAULT_PORTS: SitePorts = {
  api: 8080,
  shell: 8000,
  content: 8001,
  auth: 8002,
  search: 8003,
  signup: 8004,
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
  };
}
