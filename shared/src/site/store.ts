import { create } from 'zustand';
import type { CloudConfig, SiteConfig } from '../api/content';
import type { RuntimeConfig } from '../contracts/runtime-config';

/** The race the site's domain is bound to (domain lookup and race base information). */
export interface RaceSummary {
  raceId: string;
  domainName: string;
  raceName?: string;
  raceNameEn?: string;
  startTime?: number;
  signUpStartTime?: number;
  signUpEndTime?: number;
  imgDetail?: string;
}

export interface SiteState {
  runtime: RuntimeConfig | null;
  race: RaceSummary | null;
  siteConfig: SiteConfig | null;
  cloud: CloudConfig | null;
}

/** What start-up built the site from; remotes read content from here, the shell writes it once. */
export const useSiteStore = create<SiteState>()(() => ({
  runtime: null,
  race: null,
  siteConfig: null,
  cloud: null,
}));

export function setSiteData(next: Partial<SiteState>): void {
  useSiteStore.setState(next);
}
