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
import { hashPath, screenModules } from '../../src/routing/route-remotes';
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

/** One route the first paint can show: every address that lands there, and the view that draws it. */
interface RoutePaint {
  routes: string[];
  menu: string;
  grey: boolean;
  remote: RemoteName;
  request: FragmentRequest;
}

/** The view a screen's main area is drawn by, and its props, as the shell's Screen renders it. */
function mainView(component: ScreenComponent, dataPath: string) {
  const [entry] = Object.entries(screenModules(component)) as [RemoteName, string[]][];
  const module = entry?.[1][0];
  if (!entry || !module) return null;
  // The home page's search cards are another remote's part: a slot its box is kept for until the page mounts.
  const props =
    component === 'HomePage' ? { searchEntries: { $slot: 'search-entries' } } : dataPath ? { dataPath } : {};
  return { remote: entry[0], view: module.replace(/^\.\//, ''), props };
}

/** Every route of the site whose view a remote's first paint declares, once, named by each address landing there. */
function routePaints(startup: StartupData, language: Language, paints: FirstPaint[]): RoutePaint[] {
  const routes = buildSiteRoutes(startup.cloud, { showCharity: startup.runtime.features.showCharity });
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
    const view = mainView(route.component, route.meta.dataPath?.trim() ?? '');
    const paint = paints.find((candidate) => candidate.remote === view?.remote);
    if (!view || !paint?.manifest.views.includes(view.view)) continue;
    byRoute.set(route.path, {
      routes: [at],
      menu: route.activeMenu,
      grey: route.meta.greyBackground === true,
      remote: view.remote,
      request: { view: view.view, props: view.props, language, startup },
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
 * The first paint: the shell's frame with, for every route a remote paints, that remote's view in a template the
 * page picks by its address (SHOW_ROUTE_PAINT), and each painted remote's CSS. A remote's view that throws, is
 * refused by the HTML check or does not answer in time is left out and logged; the rest of the page is painted.
 */
export async function paintPage(options: PaintOptions): Promise<PaintedPage> {
  const { startup, language, log } = options;
  // The frame passes the same check as a remote's view (its ids and test ids stay with the mounted page).
  const frame = checkFragmentHtml(frameHtml(startup, language, options.window));
  const slot = 'html' in frame ? frame.html.indexOf(MAIN_SLOT) : -1;
  if (!('html' in frame) || slot < 0) throw new Error('the shell’s frame failed its own HTML check');
  const paints = routePaints(startup, language, options.paints);
  let complete = true;
  const templates: string[] = [];
  const styles: string[] = [];
  for (const paint of options.paints) {
    const mine = paints.filter((candidate) => candidate.remote === paint.remote);
    if (mine.length === 0) continue;
    // Asked for even when the budget is spent: the render goes on, and the next view is painted from it.
    const remaining = Math.max(0, options.deadline - Date.now());
    let outcomes: RenderOutcome[] | 'late';
    try {
      outcomes = await Promise.race([
        options.views(
          paint,
          mine.map((candidate) => candidate.request),
        ),
        new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), remaining).unref()),
      ]);
    } catch (error) {
      complete = false;
      log.error(
        { remote: paint.remote, err: (error as Error).message },
        'first paint: the remote’s views left out',
      );
      continue;
    }
    if (outcomes === 'late') {
      // Still rendering: this view goes without them, the next is painted from the finished render.
      complete = false;
      log.warn({ remote: paint.remote }, 'first paint: the remote’s views were not ready in time');
      continue;
    }
    let painted = 0;
    mine.forEach((route, index) => {
      const outcome = outcomes[index] ?? { error: 'no answer' };
      const view = route.request.view;
      if ('error' in outcome) {
        log.error({ remote: paint.remote, view, err: outcome.error }, 'first paint: a view threw, left out');
        return;
      }
      const checked = checkFragmentHtml(outcome.html);
      if ('refused' in checked) {
        log.error(
          { remote: paint.remote, view, refused: checked.refused },
          'first paint: hostile HTML refused',
        );
        return;
      }
      painted += 1;
      templates.push(
        `<template data-routes="${e(route.routes.join(' '))}" data-menu="${e(route.menu)}"${route.grey ? ' data-grey' : ''}>${checked.html}</template>`,
      );
    });
    if (painted > 0) styles.push(paint.css);
  }
  // The remotes' CSS sits inside the first paint: it leaves the page with it, never competing with the CSS the
  // mounted views bring themselves. `</style` cannot occur in CSS a browser would apply.
  const css = styles.map((text) => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`).join('');
  const body = [
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true">`,
    css,
    frame.html.slice(0, slot),
    frame.html.slice(slot + MAIN_SLOT.length),
    templates.join(''),
    `<script>${SHOW_ROUTE_PAINT.text}</script>`,
    `</div>`,
  ].join('');
  return { head: `<style>#${FIRST_PAINT_ID}+#root{display:none}</style>`, body, complete };
}
