import type { CloudConfig, SiteConfig, TranslationFile } from '@marathon/shared/api';
import { STARTUP_DATA_ID, type RuntimeConfig, type StartupData } from '@marathon/shared/contracts';
import { raceSummaryOf, type RaceSummary } from '@marathon/shared';

export interface PageStartup {
  runtime: RuntimeConfig;
  race: RaceSummary;
  siteConfig: SiteConfig;
  cloud: CloudConfig;
  translations: TranslationFile[];
}

const PARTS = ['runtime', 'binding', 'info', 'siteConfig', 'cloud'] as const;

/**
 * The start-up data the shell's server wrote into the page. The server checked each part with the schema a
 * fetched answer meets and wrote the checked values, so they are used as they are: the first screen needs no
 * schema library (the answers' schemas and zod load only when the shell has to read from the API itself). It
 * counts only for the domain it was made for; anything missing or unreadable makes the shell read everything
 * itself, as it does on a page served without that server.
 */
export function readPageStartup(domainName: string): PageStartup | null {
  const text = document.getElementById(STARTUP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<StartupData> | null;
    if (data?.domainName !== domainName) return null;
    const missing = PARTS.filter((part) => typeof data[part] !== 'object' || data[part] === null);
    if (missing.length > 0) throw new Error(`missing ${missing.join(', ')}`);
    const { runtime, binding, info, siteConfig, cloud, translations } = data as StartupData;
    return {
      runtime,
      race: raceSummaryOf(binding, info),
      siteConfig,
      cloud,
      translations: Array.isArray(translations) ? translations : [],
    };
  } catch (error) {
    console.warn('start-up data in the page is unusable; reading it from the API', error);
    return null;
  }
}
