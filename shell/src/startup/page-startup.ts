import type { RaceSummary } from '@marathon/shared';
import {
  cloudConfigSchema,
  domainBindingSchema,
  raceInfoSchema,
  siteConfigSchema,
  type CloudConfig,
  type SiteConfig,
} from '@marathon/shared/api';
import {
  STARTUP_DATA_ID,
  parseRuntimeConfig,
  type RuntimeConfig,
  type StartupData,
} from '@marathon/shared/contracts';
import { raceSummaryOf } from './resolve-race';

export interface PageStartup {
  runtime: RuntimeConfig;
  race: RaceSummary;
  siteConfig: SiteConfig;
  cloud: CloudConfig;
  translations: unknown[];
}

/**
 * The start-up data the shell's server wrote into the page, checked with the schemas a fetched answer meets. It
 * counts only for the domain it was made for; anything missing or malformed makes the shell read everything
 * itself, as it does on a page served without that server.
 */
export function readPageStartup(domainName: string): PageStartup | null {
  const text = document.getElementById(STARTUP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as StartupData;
    if (data.domainName !== domainName) return null;
    return {
      runtime: parseRuntimeConfig(data.runtime),
      race: raceSummaryOf(domainBindingSchema.parse(data.binding), raceInfoSchema.parse(data.info)),
      siteConfig: siteConfigSchema.parse(data.siteConfig),
      cloud: cloudConfigSchema.parse(data.cloud),
      translations: Array.isArray(data.translations) ? data.translations : [],
    };
  } catch (error) {
    console.warn('start-up data in the page is unusable; reading it from the API', error);
    return null;
  }
}
