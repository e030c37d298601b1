import {
  boundDomainsSchema,
  domainBindingSchema,
  domainQuerySchema,
  raceBaseInfoRequestSchema,
  raceInfoSchema,
  siteConfigRefSchema,
} from '../website-center';
import { endpoint } from './define';

/** website-center: which race a domain shows, its base information and its site config. */
export const websiteCenterEndpoints = {
  /** The race a domain is bound to; null when it is bound to none. */
  websiteDomain: endpoint({
    method: 'GET',
    path: '/website-center/api/website/domain',
    bodyKind: 'none',
    query: domainQuerySchema,
    answer: domainBindingSchema.nullable(),
    auth: 'public',
  }),
  /**
   * Every domain bound online to a race (what `websiteDomain` answers non-null for): the shell's server keeps the
   * list and refuses any other Host before it reads anything for it.
   */
  boundDomains: endpoint({
    method: 'GET',
    path: '/website-center/api/website/domains',
    bodyKind: 'none',
    answer: boundDomainsSchema,
    auth: 'public',
  }),
  raceBaseInfo: endpoint({
    method: 'POST',
    path: '/website-center/api/race/baseInfo',
    bodyKind: 'json',
    body: raceBaseInfoRequestSchema,
    answer: raceInfoSchema,
    auth: 'public',
  }),
  /** Where the domain's site config lies on the file host; null when the domain is not bound. */
  siteConfig: endpoint({
    method: 'GET',
    path: '/website-center/api/website/siteConfig',
    bodyKind: 'none',
    query: domainQuerySchema,
    answer: siteConfigRefSchema.nullable(),
    auth: 'public',
  }),
} as const;
