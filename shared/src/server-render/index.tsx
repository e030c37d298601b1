import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { WindowLike } from 'dompurify';
import type { FragmentHost, FragmentRequest, RenderFragment } from '../contracts/first-paint';
import { provideServerWindow } from '../html/sanitize';
import { i18n } from '../i18n/instance';
import { mergeTranslationFiles } from '../i18n/remote-translations';
import { useSessionStore } from '../session/store';
import { raceSummaryOf } from '../site/race-summary';
import { startupSiteState } from '../site/startup-state';
import { setSiteData, useSiteStore } from '../site/store';
import { FeatureStylesContext } from '../styles/FeatureStyles';
import { configureHosts } from '../url/hosts';

/**
 * Sets up the page's stores as the shell would from the same start-up data (the site store, the hosts, the
 * visitor's language and the editors' translation files), so a view renders on a server exactly as it does in
 * the page. One render at a time: a server render is synchronous, so nothing interleaves.
 */
function preparePage(request: FragmentRequest, host: FragmentHost): void {
  provideServerWindow(host.window as WindowLike & { document: Document });
  const { startup, language } = request;
  configureHosts(startup.runtime);
  setSiteData(
    startupSiteState({
      runtime: startup.runtime,
      race: raceSummaryOf(startup.binding, startup.info),
      siteConfig: startup.siteConfig,
      cloud: startup.cloud,
    }),
  );
  mergeTranslationFiles(startup.translations);
  useSessionStore.setState({ language, token: null, userData: null });
  // Every bundle is in memory: the change is complete when this returns.
  void i18n.changeLanguage(language);
  // On a server React reads a store's server snapshot, which zustand gives as the state the store was created
  // with (the object getInitialState returns): that object takes the page's state, so the views read it.
  Object.assign(useSiteStore.getInitialState(), useSiteStore.getState());
  Object.assign(useSessionStore.getInitialState(), useSessionStore.getState());
}

/** A prop the host fills with another part's first paint (the home page's search cards): `{ $slot: name }`. */
const FIRST_PAINT_SLOT_ATTRIBUTE = 'data-first-paint-slot';

function withSlots(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(props).map(([name, value]) => {
      const slot = (value as { $slot?: unknown } | null)?.$slot;
      return [name, typeof slot === 'string' ? <div {...{ [FIRST_PAINT_SLOT_ATTRIBUTE]: slot }} /> : value];
    }),
  );
}

/**
 * A first paint's `render`: the named views, rendered to HTML by React on a server, with the features' CSS left
 * out of the markup (it is the remote's CSS file). Views take props of their own, hence `never` for any of them.
 */
export function fragmentRenderer(views: Record<string, ComponentType<never>>): RenderFragment {
  return (request, host) => {
    const View = views[request.view] as ComponentType<Record<string, unknown>> | undefined;
    if (!View) throw new Error(`this first paint has no view "${request.view}"`);
    preparePage(request, host);
    // A router of its own: views that link or navigate (the home page's cards) read one, as under the page's.
    return renderToString(
      <MemoryRouter>
        <FeatureStylesContext.Provider value="external">
          <View {...withSlots(request.props)} />
        </FeatureStylesContext.Provider>
      </MemoryRouter>,
    );
  };
}
