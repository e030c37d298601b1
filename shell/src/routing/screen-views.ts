import type { ScreenComponent } from '@marathon/shared/api';
import type { RemoteName, ViewName, ViewProps } from '@marathon/shared/contracts';

/** A remote's view placed inside another remote's view (in a slot that view keeps for it): it takes no props. */
export type SlotView = {
  [R in RemoteName]: { remote: R; module: ViewName<R>; fallbackHeight?: string };
}[RemoteName];

/**
 * Where each prop of a view comes from: a text prop from the route's data path, a node from a slot filled with
 * another remote's view. A view's table entry must name every prop it takes, so a prop added to a view's contract
 * and not given here does not compile.
 */
type PropSources<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends string ? 'dataPath' : { slot: SlotView };
};

type ViewOf<R extends RemoteName, M extends ViewName<R>> = {
  remote: R;
  module: M;
  props: PropSources<ViewProps<R, M>>;
  /** How tall the view's place is while it loads (the content pages fill the window: no shift when it comes). */
  fallbackHeight?: string;
  /** Lists carry no title of their own (a document does): the section's name heads the page. */
  sectionHeading?: boolean;
  /** The page's title: the route's first (the default), or the site's alone (the home page). */
  title?: 'route' | 'site';
};

/** The view a screen is drawn by, with its props and slots. */
export type ScreenView = {
  [R in RemoteName]: { [M in ViewName<R>]: ViewOf<R, M> }[ViewName<R>];
}[RemoteName];

/**
 * Which remote view draws each screen of the route configuration, with what props and which other remote's view
 * in which slot: the one table the shell's Screen renders from, the preloads name modules from
 * (`route-remotes.ts`) and the shell's server paints the first screen from (`shell/server/first-paint/paint.ts`).
 */
export const SCREEN_VIEWS = {
  HomePage: {
    remote: 'content',
    module: './HomePage',
    // A remote never imports another: the shell puts the search remote's entry cards in the home page's slot.
    props: {
      searchEntries: { slot: { remote: 'search', module: './SearchEntries', fallbackHeight: '160px' } },
    },
    fallbackHeight: '100vh',
    title: 'site',
  },
  DocumentPage: {
    remote: 'content',
    module: './DocumentPage',
    props: { dataPath: 'dataPath' },
    fallbackHeight: '100vh',
  },
  DocumentListPage: {
    remote: 'content',
    module: './DocumentListPage',
    props: { dataPath: 'dataPath' },
    fallbackHeight: '100vh',
    sectionHeading: true,
  },
  RichListPage: {
    remote: 'content',
    module: './RichListPage',
    props: { dataPath: 'dataPath' },
    fallbackHeight: '100vh',
    sectionHeading: true,
  },
  RegistrationSearch: { remote: 'search', module: './RegistrationSearch', props: {} },
  ScoreSearch: { remote: 'search', module: './ScoreSearch', props: {} },
  MultiYearScoreSearch: { remote: 'search', module: './MultiYearScoreSearch', props: {} },
  ImageSearch: { remote: 'search', module: './ImageSearch', props: {} },
  VideoCollection: { remote: 'search', module: './VideoCollection', props: {} },
  ImageCollection: { remote: 'search', module: './ImageCollection', props: {} },
  CertificateVerify: { remote: 'search', module: './CertificateVerify', props: {} },
  DrawRecord: { remote: 'search', module: './DrawRecord', props: {} },
} as const satisfies Record<ScreenComponent, ScreenView>;

/** The slots of a screen's view, by the prop each fills. */
export function slotsOf(view: ScreenView): [prop: string, slot: SlotView][] {
  return Object.entries(view.props as Record<string, 'dataPath' | { slot: SlotView }>).flatMap(
    ([prop, source]): [string, SlotView][] => (source === 'dataPath' ? [] : [[prop, source.slot]]),
  );
}

/** Whether a screen's view is drawn from its route's data path (a new path is a fresh view). */
export const takesDataPath = (view: ScreenView): boolean =>
  Object.values(view.props as Record<string, unknown>).includes('dataPath');

/**
 * The props a screen's view is given: the route's data path, and each slot filled with what `fill` makes of its
 * view (the browser: a RemoteView; the server's first paint: the slot's marker).
 */
export function viewProps<T>(
  view: ScreenView,
  dataPath: string,
  fill: (slot: SlotView, prop: string) => T,
): Record<string, string | T> {
  return Object.fromEntries(
    Object.entries(view.props as Record<string, 'dataPath' | { slot: SlotView }>).map(([prop, source]) => [
      prop,
      source === 'dataPath' ? dataPath : fill(source.slot, prop),
    ]),
  );
}
