import { call, fetchFile, fileUrl } from '@marathon/shared';
import {
  CONTENT_PATHS,
  cloudConfigSchema,
  endpoints,
  siteConfigSchema,
  type CloudConfig,
  type SiteConfig,
} from '@marathon/shared/api';
import { RaceNotBoundError } from './resolve-race';

/**
 * The site-config lookup names a file on the file host (relative URIs get the file host prefix);
 * the cloud config index.json is fetched with a timestamp so an edit shows at once. Both are parsed with their
 * schemas here (defaults applied), so the site works with checked values; a missing, empty or malformed file is
 * a start-up failure.
 */
export async function loadSite(
  domainName: string,
  /** Told the cloud configuration as soon as it arrives (the page's routes are known from it). */
  onCloud?: (cloud: CloudConfig) => void,
): Promise<{ siteConfig: SiteConfig; cloud: CloudConfig }> {
  // The cloud config's address depends on the domain alone: it is asked at once, beside the site-config lookup,
  // instead of after it.
  const cloud = fetchFile(fileUrl(CONTENT_PATHS.cloudConfig(domainName)), cloudConfigSchema, {
    t: Date.now(),
  });
  // Settled at once, so a failure here is reported by the await below, not as an unhandled rejection meanwhile;
  // onCloud only starts early fetches, which the page makes again itself if they fail.
  void cloud.then(onCloud).catch(() => undefined);
  const ref = await call(endpoints.siteConfig, { query: { domainName }, silent: true });
  if (!ref?.uri) throw new RaceNotBoundError(domainName);
  const [siteConfig, cloudConfig] = await Promise.all([fetchFile(fileUrl(ref.uri), siteConfigSchema), cloud]);
  return { siteConfig, cloud: cloudConfig };
}
