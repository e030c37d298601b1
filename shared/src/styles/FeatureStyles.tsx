import { createContext, useContext } from 'react';

/**
 * Where a feature's CSS comes from: `inline` in the page (the browser views), or `external` when a server renders
 * the view and the CSS arrives as a file of the remote's build (its first paint), so none is written twice.
 */
export const FeatureStylesContext = createContext<'inline' | 'external'>('inline');

/**
 * A feature's own CSS (a file imported with `?inline`), for parts of the page drawn without Chakra. React puts
 * the style element in the document's head before the part first shows and keeps one copy per id, however many
 * times the part renders. This is how a remote ships the CSS of its first-screen parts: it has no HTML page
 * of its own to link a file from, and the shell's page must not need a new deployment when the remote's CSS
 * changes. The classes use the theme's variables (theme-page.css, linked by the page).
 */
export function FeatureStyles({ id, css }: { id: string; css: string }) {
  if (useContext(FeatureStylesContext) === 'external') return null;
  return (
    <style href={`marathon-${id}`} precedence="marathon-feature">
      {css}
    </style>
  );
}
