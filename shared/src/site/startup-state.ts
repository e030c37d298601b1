import type { CloudConfig, SiteConfig } from '../api';
import type { RuntimeConfig } from '../contracts/runtime-config';
import { withRaceSignUpWindow } from './race-window';
import type { RaceSummary, SiteState } from './store';

/** What start-up has read: the manifest, the bound race and the site's two files. */
export interface StartupReads {
  runtime: RuntimeConfig;
  race: RaceSummary;
  siteConfig: SiteConfig;
  cloud: CloudConfig;
}

/**
 * The site's state from what start-up read: the one function both the server's first paint and the page build it
 * with, so the HTML the server paints and the page that takes over say the same (the apply-now card takes the
 * race's sign-up window, which is the general form's own when the form has one).
 */
export function startupSiteState(reads: StartupReads): SiteState {
  return {
    runtime: reads.runtime,
    race: reads.race,
    siteConfig: reads.siteConfig,
    cloud: withRaceSignUpWindow(reads.cloud, reads.race),
  };
}
