import { api, fetchFile, fileUrl } from '@marathon/shared';
import { API_PATHS, CONTENT_PATHS } from '@marathon/shared/api/paths';
import type { CloudConfig, SiteConfig, SiteConfigRef } from '@marathon/shared/api';
import { RaceNotBoundError } from './resolve-race';

/**
 * The site-config lookup names a file on the file host (relative URIs get the file host prefix);
 * the cloud config index.json is fetched with a timestamp so an edit shows at once. The API validated both
 * files when it loaded them; here a missing or empty file is a start-up failure.
 */
export async function loadSite(domainName: string): Promise<{ siteConfig: SiteConfig; cloud: CloudConfig }> {
  const ref = await api().get<SiteConfigRef | null>(API_PATHS.siteConfig, { domainName }, { silent: true });
  if (!ref?.uri) throw new RaceNotBoundError(domainName);
  const [siteConfig, cloud] = await Promise.all([
    fetchFile<SiteConfig>(fileUrl(ref.uri)),
    fetchFile<CloudConfig>(fileUrl(CONTENT_PATHS.cloudConfig(domainName)), { t: Date.now() }),
  ]);
  if (!siteConfig || typeof siteConfig !== 'object' || !cloud || !Array.isArray(cloud.routes)) {
    throw new Error('site configuration is empty or malformed');
  }
  return { siteConfig, cloud };
}
