import type { FastifyBaseLogger } from 'fastify';
import type { ScreenComponent } from '@marathon/shared/api';
import {
  FIRST_PAINT_ID,
  type FragmentRequest,
  type RemoteName,
  type StartupData,
} from '@marathon/shared/contracts';
import type { Language } from '@marathon/shared/language-cookie';
import { buildSiteRoutes, landingSiteRoute } from '@marathon/shared/site-routes';
import { hashPath } from '../../src/routing/route-remotes';
import { SCREEN_VIEWS, slotsOf, viewProps } from '../../src/routing/screen-views';
import { escapeHtml as e } from '../html-escape';
import { checkFragmentHtml } from './check-html';
import type { FirstPaint } from './fragment-source';
import type { RenderOutcome } from './fragment-worker';
import { frameHtml, MAIN_SLOT } from './frame';
import { SHOW_ROUTE_PAINT } from './show-route-paint';

/** What the first paint adds to the page: the head's style and the body's HTML before the React root. */
export interface PaintedPage {
  head: string;
  body: string;
  /** False when a remote's views were left out for a passing reason (time ran out): not worth keeping. */
  complete: boolean;
}

/** A view of a remote to paint. */
interface ViewPaint {
  remote: RemoteName;
  request: FragmentRequest;
}

/** One route the first paint can show: every address that lands there, its view and the parts inside it. */
interface RoutePaint {
  routes: string[];
  menu: string;
  grey: boolean;
  main: ViewPaint;
  /** Another remote's part inside the main view (the home page's search cards), by the slot it fills. */
  slots: Record<string, ViewPaint>;
}

/** Where a slot sits in a painted view (`{ $slot: name }` props, @marathon/shared/server-render). */
const slotElement = (name: string) => `<div data-first-paint-slot="${name}"></div>`;

/** A view's name in a first paint's manifest: its module without the `./`. */
const viewName = (module: string) => module.replace(/^\.\//, '');

/**
 * The views a screen is drawn by, from the table the shell's Screen renders by (`SCREEN_VIEWS`): its main view with
 * its props, each slot marked for the view that fills it (the home page's search cards), and those views.
 */
function screenPaint(
  component: ScreenComponent,
  dataPath: string,
  request: (view: string, props: Record<string, unknown>) => FragmentRequest,
): Pick<RoutePaint, 'main' | 'slots'> {
  const view = SCREEN_VIEWS[component];
  const props = viewProps(view, dataPath, (_slot, prop) => ({ $slot: prop }));
  return {
    main: { remote: view.remote, request: request(viewName(view.module), props) },
    slots: Object.fromEntries(
      slotsOf(view).map(([prop, slot]) => [
        prop,
        { remote: slot.remote, request: request(viewName(slot.module), {}) },
      ]),
    ),
  };
}

/** Every route of the site whose main view a remote's first paint declares, once, named by each address landing there. */
function routePaints(startup: StartupData, language: Language, paints: FirstPaint[]): RoutePaint[] {
  const routes = buildSiteRoutes(startup.cloud, { showCharity: startup.runtime.features.showCharity });
  const declares = (view: ViewPaint) =>
    paints.some((paint) => paint.remote === view.remote && paint.manifest.views.includes(view.request.view));
  const request = (view: string, props: Record<string, unknown>): FragmentRequest => ({
    view,
    props,
    language,
    startup,
  });
  const byRoute = new Map<string, RoutePaint>();
  for (const path of new Set(['/', ...routes.map((route) => route.path)])) {
    const at = hashPath(`#${path}`);
    const { route } = landingSiteRoute(routes, at);
    if (!route?.component) continue;
    const known = byRoute.get(route.path);
    if (known) {
      known.routes.push(at);
      continue;
    }
    const screen = screenPaint(route.component, route.meta.dataPath?.trim() ?? '', request);
    if (!declares(screen.main)) continue;
    byRoute.set(route.path, {
      routes: [at],
      menu: route.activeMenu,
      grey: route.meta.greyBackground === true,
      main: screen.main,
      slots: Object.fromEntries(Object.entries(screen.slots).filter(([, view]) => declares(view))),
    });
  }
  return [...byRoute.values()];
}

export interface PaintOptions {
  startup: StartupData;
  language: Language;
  paints: FirstPaint[];
  /** The outcomes of a remote's views (rendered once per first paint, data and language). */
  views: (paint: FirstPaint, requests: FragmentRequest[]) => Promise<RenderOutcome[]>;
  /** When the page must be sent (epoch ms): a remote that has not answered by then is left out. */
  deadline: number;
  window: unknown;
  log: FastifyBaseLogger;
}

/**
 * Each remote's views rendered (in parallel, each in its own worker) and checked: a view's HTML, or nothing (it
 * threw, was refused or the remote was not ready in time; logged). Reports whether every remote answered in time.
 */
async function renderViews(
  options: PaintOptions,
  views: ViewPaint[],
): Promise<{ html: Map<ViewPaint, string>; css: Map<RemoteName, string>; complete: boolean }> {
  const { log } = options;
  const html = new Map<ViewPaint, string>();
  const css = new Map<RemoteName, string>();
  let complete = true;
  // Asked for even when the budget is spent: the render goes on, and the next view is painted from it.
  const remaining = Math.max(0, options.deadline - Date.now());
  await Promise.all(
    options.paints.map(async (paint) => {
      const mine = views.filter((view) => view.remote === paint.remote);
      if (mine.length === 0) return;
      let outcomes: RenderOutcome[] | 'late';
      try {
        outcomes = await Promise.race([
          options.views(
            paint,
            mine.map((view) => view.request),
          ),
          new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), remaining).unref()),
        ]);
      } catch (error) {
        complete = false;
        log.error(
          { remote: paint.remote, err: (error as Error).message },
          'first paint: the remote’s views left out',
        );
        return;
      }
      if (outcomes === 'late') {
        // Still rendering: this view goes without them, the next is painted from the finished render.
        complete = false;
        log.warn({ remote: paint.remote }, 'first paint: the remote’s views were not ready in time');
        return;
      }
      mine.forEach((view, index) => {
        const outcome = outcomes[index] ?? { error: 'no answer' };
        const name = view.request.view;
        if ('error' in outcome) {
          log.error(
            { remote: paint.remote, view: name, err: outcome.error },
            'first paint: a view threw, left out',
          );
          return;
        }
        const checked = checkFragmentHtml(outcome.html);
        if ('refused' in checked) {
          log.error(
            { remote: paint.remote, view: name, refused: checked.refused },
            'first paint: hostile HTML refused',
          );
          return;
        }
        html.set(view, checked.html);
        css.set(paint.remote, paint.css);
      });
    }),
  );
  return { html, css, complete };
}

/**
 * The first paint: the shell's frame with, for every route a remote paints, that remote's view in a template the
 * page picks by its address (SHOW_ROUTE_PAINT), another remote's part in the slot it fills, and each painted
 * remote's CSS. A view that throws, is refused by the HTML check or does not answer in time is left out and
 * logged (a part left out of a slot leaves the slot's box); the rest of the page is painted.
 */
export async function paintPage(options: PaintOptions): Promise<PaintedPage> {
  const { startup, language } = options;
  // The frame passes the same check as a remote's view (its ids and test ids stay with the mounted page).
  const frame = checkFragmentHtml(frameHtml(startup, language, options.window));
  const slot = 'html' in frame ? frame.html.indexOf(MAIN_SLOT) : -1;
  if (!('html' in frame) || slot < 0) throw new Error('the shell’s frame failed its own HTML check');
  const routes = routePaints(startup, language, options.paints);
  // A part shared by several routes (the same cards) is rendered once.
  const slotViews = new Map<string, ViewPaint>();
  for (const route of routes) {
    for (const [name, view] of Object.entries(route.slots)) {
      route.slots[name] = slotViews.get(name) ?? view;
      slotViews.set(name, route.slots[name]);
    }
  }
  const rendered = await renderViews(options, [...routes.map((route) => route.main), ...slotViews.values()]);
  const templates = routes.flatMap((route) => {
    let html = rendered.html.get(route.main);
    if (html === undefined) return [];
    for (const [name, view] of Object.entries(route.slots)) {
      const part = rendered.html.get(view);
      if (part !== undefined) html = html.replace(slotElement(name), part);
    }
    const grey = route.grey ? ' data-grey' : '';
    return [
      `<template data-routes="${e(route.routes.join(' '))}" data-menu="${e(route.menu)}"${grey}>${html}</template>`,
    ];
  });
  // The remotes' CSS sits inside the first paint: it leaves the page with it, never competing with the CSS the
  // mounted views bring themselves. `</style` cannot occur in CSS a browser would apply.
  const css = [...rendered.css.values()]
    .map((text) => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  const body = [
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true">`,
    css,
    frame.html.slice(0, slot),
    frame.html.slice(slot + MAIN_SLOT.length),
    templates.join(''),
    `<script>${SHOW_ROUTE_PAINT.text}</script>`,
    `</div>`,
  ].join('');
  return { head: `<style>#${FIRST_PAINT_ID}+#root{display:none}</style>`, body, complete: rendered.complete };
}
