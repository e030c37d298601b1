import { parseRuntimeConfig, type RuntimeConfig } from '@marathon/shared/contracts';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * The run-time manifest: remote URLs and hosts are read here, never baked into the build. It is validated
 * before the first render, because the federation runtime swallows a bad URL and would spin forever.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
