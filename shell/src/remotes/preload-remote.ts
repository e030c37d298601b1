import { declaredPreloads, type RemoteName } from '@marathon/shared/contracts';
import { remoteEntryUrl } from './remote-loader';

const preloaded = new Set<string>();

/** A link the page already has: the start-up page's route preload may have asked for the file from the HTML. */
const linkedInPage = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
    (link) => link.href === href,
  );

/**
 * Asks for a module file once per page, unless a link already does. crossorigin as a module import asks: the
 * browser reuses a preloaded module only when the modes match.
 */
export function addModulePreload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  if (linkedInPage(href)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/**
 * Fetches a remote's remoteEntry.js and the files its modules declare, without running the modules: the view
 * imports them when it renders, by then from the browser's module map. A failure is left to that import, which
 * reports it in the remote's boundary.
 */
export function preloadRemoteModules(remote: RemoteName, modules: readonly string[]): void {
  const url = remoteEntryUrl(remote);
  if (!url) return;
  // The entry only defines its module table (no side effects): importing it here is what the view does first.
  import(/* @vite-ignore */ url).then(
    (entry: unknown) => {
      for (const module of modules)
        for (const file of declaredPreloads(entry, url, module)) addModulePreload(file);
    },
    () => undefined,
  );
}
