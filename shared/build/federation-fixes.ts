import type { Plugin } from 'vite';

/**
 * Vite 8's minifier turns the federation plugin's '__v__css__…' placeholder into a template literal, which the
 * plugin's later string replacement does not find, and remoteEntry.js then crashes (`e.forEach is not a
 * function`). Re-quote those literals before the plugin's generateBundle runs.
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

/** The federation runtime's module that picks a shared library from the page's share scope. */
const FN_IMPORT_ID = '\0virtual:__federation_fn_import';
/** Where the plugin only logs, then silently falls back to the remote's own copy of the library. */
const UNSATISFIED_LOG = /console\.log\(\s*`provider support [^`]*`\s*\)/;

/**
 * When the page offers a shared library whose version does not satisfy what a remote was built against
 * (`requiredVersion`), the plugin logs one line and loads the remote's own copy: two `@marathon/shared` on one
 * page mean two session stores and two i18n instances, a broken page that looks fine. Throw instead, so the
 * remote fails to load, its boundary shows the failure and the console names both versions. The build fails if
 * the plugin's code no longer has the line this replaces (a plugin upgrade must re-check this fix).
 */
export function refuseUnsatisfiedSharedVersion(): Plugin {
  return {
    name: 'marathon:refuse-unsatisfied-shared-version',
    enforce: 'post',
    transform(code, id) {
      if (id !== FN_IMPORT_ID) return null;
      if (!UNSATISFIED_LOG.test(code)) {
        this.error('the federation plugin no longer logs unsatisfied shared versions where expected');
      }
      return { code: refuseInFnImport(code), map: null };
    },
  };
}

/** The replacement itself (exported for its test): names the library, the required and the offered versions. */
export function refuseInFnImport(code: string): string {
  return code.replace(
    UNSATISFIED_LOG,
    () =>
      'throw new Error(`Shared library ${name}: this remote needs ${requiredVersion} but the page offers ' +
      "${Object.keys(versionObj).join(', ')}. Deploy the shell before remotes built against a newer version.`)",
  );
}
