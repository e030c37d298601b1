import type { CloudConfig } from '@marathon/shared/api';
import type { RemoteName } from '@marathon/shared/contracts';
import { preloadRemoteModules } from '../remotes/preload-remote';
import { routeModules, type RemoteModules } from '../routing/route-remotes';
import { MEMBER_CENTRE_ROUTE } from '../signup/signup-routes';

/**
 * What to fetch once the cloud configuration names the page's route: its remote modules, beside the other
 * start-up reads, instead of after the first render asks for them.
 */
export function preloadPage(memberSite: boolean): (cloud: CloudConfig) => void {
  return (cloud) => {
    const modules: RemoteModules = memberSite
      ? { signup: [MEMBER_CENTRE_ROUTE.module] }
      : routeModules(cloud, window.location.hash);
    for (const [remote, names] of Object.entries(modules) as [RemoteName, string[]][]) {
      preloadRemoteModules(remote, names);
    }
  };
}
