import { i18n } from '@marathon/shared';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerShellMessages } from './i18n';
import { SiteApp } from './SiteApp';
import { layOutAtDeviceWidth } from './signup/device-width';
import { MEMBER_SITE_PATH } from './signup/signup-routes';
import { revealSite } from './startup/first-paint';
import { readPageStartup } from './startup/page-startup';
import { mobileRedirectTarget, prefersDesktop } from './startup/mobile-redirect';
import { preconnect } from './startup/preconnect';
import { preloadPage, routeViewsSettled } from './startup/preload-page';
import { startSite } from './startup/startup';

registerShellMessages();
/** However slow a remote is, the server-painted first screen gives way to the site (and its spinner) by then. */
const REVEAL_AT_LATEST_MS = 8_000;
/**
 * How long the first render waits for the route's views the start-up is loading: with them it draws the whole
 * page in one commit (the server's first paint covers the wait); a slow remote then shows its spinner instead.
 */
const VIEWS_WAIT_MS = 3_000;
function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found;
}

const root = createRoot(element('root'));

function render(node: ReactNode): void {
  root.render(
    // No Chakra provider around the page: the first screen is drawn without Chakra, and each part that uses it
    // (a remote's module, a dialog, the notice pages) brings its own (withUi), loaded with it.
    <StrictMode>{node}</StrictMode>,
  );
}

async function boot(): Promise<void> {
  const domain = window.location.hostname;
  const memberSite = window.location.pathname.startsWith(MEMBER_SITE_PATH);
  if (memberSite) layOutAtDeviceWidth();
  const fromPage = readPageStartup(domain);
  let runtime;
  try {
    // Fetched (and checked with its schema) only when the page does not carry it.
    runtime = fromPage?.runtime ?? (await (await import('./startup/runtime-config')).loadRuntimeConfig());
  } catch (error) {
    console.error('runtime config', error);
    revealSite();
    element('root').textContent = i18n.t('shell.runtimeConfigFailed');
    return;
  }
  const redirect = mobileRedirectTarget(
    navigator.userAgent,
    runtime.mobileSite,
    window.location.hash,
    prefersDesktop(window.location.search, window.sessionStorage),
    memberSite,
  );
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  preconnect(runtime);
  // The root redirects to /home. Done before the first render, so the page never paints an empty
  // frame for '/' (that frame shifted the footer: a layout shift on every first visit).
  if (!memberSite && (window.location.hash === '' || window.location.hash === '#/')) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}#/home`,
    );
  }
  const preload = preloadPage(memberSite);
  let result = await startSite(runtime, domain, fromPage, preload);
  // Only a failed start asks whether the API is still starting: a normal visit pays no extra request and loads
  // none of the code for it (nor for the member site or the unbound race, below, unless they are shown).
  if (result.kind === 'unbound' && result.reason === 'failed') {
    const { waitWhileApiStarts } = await import('./startup/wait-for-api');
    const { StartingApp } = await import('./starting/StartingApp');
    const waited = await waitWhileApiStarts(runtime.apiBase, () => {
      revealSite();
      render(<StartingApp />);
    });
    if (waited) result = await startSite(runtime, domain, null, preload);
  }
  if (result.kind === 'site') {
    await Promise.race([
      routeViewsSettled(),
      new Promise((resolve) => window.setTimeout(resolve, VIEWS_WAIT_MS)),
    ]);
    if (memberSite) {
      const { MemberSiteApp } = await import('./signup/MemberSiteApp');
      render(<MemberSiteApp />);
    } else render(<SiteApp />);
    // The page's view shows the site when it has loaded; a view that never settles must not hide it for good.
    window.setTimeout(revealSite, REVEAL_AT_LATEST_MS);
  } else {
    const { UnboundRaceApp } = await import('./unbound/UnboundRaceApp');
    revealSite();
    render(<UnboundRaceApp reason={result.reason} domain={domain} />);
  }
}

void boot();
