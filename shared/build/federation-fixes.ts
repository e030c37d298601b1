import type { Plugin } from 'vite';

/**
 * Vite 8's minifier turns the federation plugin's '__v__css__…' placeholder into a template literal, which the
 * plugin's later string replacement does not find, and remoteEntry.js then crashes (`e.forEach is not a
 * function`; NOTES.md item 2). Re-quote those literals before the plugin's generateBundle runs.
 */
export function requoteFederationCssPlaceholder(): Plugin {
  return {
    name: 'marathon:requote-federation-css-placeholder',
    enforce: 'post',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = chunk.code.replace(/`(__v__css__[^`$\\]*)`/g, "'$1'");
        }
      },
    },
  };
}
