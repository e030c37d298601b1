import * as z from 'zod/mini';
import type { Language } from '../constants';
import type { StartupData } from './startup-data';

/**
 * A remote's first paint: what it publishes beside remoteEntry.js so the shell's server can paint its views from
 * HTML before any script runs. The manifest (never cached stale, revalidated by its ETag) names a server module
 * built from the same components the remote's browser views render, and the CSS of those views as a file of the
 * remote's own build; both are hashed files, fetched once. The shell's server pairs `sharedVersion` with its own
 * by the rule remotes are paired with (canPair), and paints nothing of a remote it cannot pair.
 */
export const FIRST_PAINT_MANIFEST = 'first-paint.json';

const relativeFile = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(300),
    z.regex(/^[\w-]+(\/[\w.-]+)*$/, 'a path inside the remote’s folder, without ..'),
  );

export const firstPaintManifestSchema = z.object({
  sharedVersion: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The server module (ESM, self-contained) exporting `render` (a RenderFragment), relative to the manifest. */
  module: relativeFile,
  /** The views' CSS, relative to the manifest. */
  css: relativeFile,
  /** The exposed views the module can render ('DocumentPage', 'HomePage'). */
  views: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(20)),
});
export type FirstPaintManifest = z.infer<typeof firstPaintManifestSchema>;

/** One view to paint: the same props the shell gives the mounted view, over the page's own start-up data. */
export interface FragmentRequest {
  view: string;
  props: Record<string, unknown>;
  language: Language;
  startup: StartupData;
}

/** What the host gives a fragment: a DOM window to sanitize content HTML in (the browser gives its own). */
export interface FragmentHost {
  window: unknown;
}

/** The server module's one export: HTML of the view, or a throw. Called synchronously. */
export type RenderFragment = (request: FragmentRequest, host: FragmentHost) => string;
