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
 * page mean two session stores and two i18n instances, a broken page that looks fine. This throws instead, naming
 * the library, the required and the offered versions, so the remote fails to load and its boundary says so.
 */
export function refuseInFnImport(code: string): string {
  return code.replace(
    UNSATISFIED_LOG,
    () =>
      'throw new Error(`Shared library ${name}: this remote needs ${requiredVersion} but the page offers ' +
      "${Object.keys(versionObj).join(', ')}. Deploy the shell before remotes built against a newer version.`)",
  );
}

/** Where the share-scope lookup takes its version check from: a full semver range parser (~1.3 KB gzip). */
const SATISFY_IMPORT = /import\s*\{\s*satisfy\s*\}\s*from\s*['"]__federation_fn_satisfy['"];?/;

/**
 * The version check for the only ranges our builds declare: `^<version>` of an installed package
 * (shared/build/shared-singletons.ts). Up to the range's first non-zero part the version must be the same, the
 * parts after it may only grow, as semver's caret says. Anything else (a prerelease) must be the exact version:
 * stricter than semver, and a shell and a remote built from the same install still pair.
 */
const CARET_SATISFY = `function satisfy(version, range) {
  var r = /^\\^(\\d+)\\.(\\d+)\\.(\\d+)$/.exec(range), v = /^(\\d+)\\.(\\d+)\\.(\\d+)$/.exec(version);
  if (!r || !v) return version === range.replace(/^\\^/, '');
  var want = r.slice(1).map(Number), have = v.slice(1).map(Number);
  var fixed = want[0] > 0 ? 0 : want[1] > 0 ? 1 : 2;
  for (var i = 0; i < 3; i += 1) {
    if (have[i] !== want[i]) return i > fixed && have[i] > want[i];
  }
  return true;
}`;

/**
 * The share-scope lookup with CARET_SATISFY in place of the plugin's semver parser: one copy of that parser
 * was on the page for the shell and one for each remote, and it built its regular expressions on every check.
 */
export function caretSatisfyInFnImport(code: string): string {
  return code.replace(SATISFY_IMPORT, () => CARET_SATISFY);
}

/** Our changes to the share-scope lookup, each with the plugin's code it replaces. */
const LOOKUP_FIXES = [
  { finds: UNSATISFIED_LOG, apply: refuseInFnImport, lost: 'logs unsatisfied shared versions' },
  { finds: SATISFY_IMPORT, apply: caretSatisfyInFnImport, lost: 'imports its version check' },
];

/**
 * Applies LOOKUP_FIXES to the federation runtime's share-scope lookup. The build fails if the plugin's code no
 * longer has what a fix replaces: a plugin upgrade must re-check them.
 */
export function fixShareScopeLookup(): Plugin {
  return {
    name: 'marathon:fix-share-scope-lookup',
    enforce: 'post',
    transform(code, id) {
      if (id !== FN_IMPORT_ID) return null;
      let fixed = code;
      for (const { finds, apply, lost } of LOOKUP_FIXES) {
        if (!finds.test(fixed)) this.error(`the federation plugin no longer ${lost} where expected`);
        fixed = apply(fixed);
      }
      return { code: fixed, map: null };
    },
  };
}

/** The file the federation plugin writes its share-scope lookup (importShared) into. */
const FN_IMPORT_FILE = /_virtual___federation_fn_import[^'"`]*\.js/;
/** `import{t as e}from"./_virtual___federation_fn_import-….js"`, minified or not. */
const IMPORT_FROM = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*)\2/g;
/** The run of import statements a chunk starts with: code added after it runs before the chunk's own code. */
const LEADING_IMPORTS = /^(?:\s*import\b[^;'"`]*?(['"])[^'"]*\1\s*;?)*/;

/** The names a chunk binds the plugin's importShared to (one, unless the chunk imports it twice). */
function importSharedLocals(code: string): string[] {
  const locals: string[] = [];
  for (const [, specifiers = '', , source = ''] of code.matchAll(IMPORT_FROM)) {
    if (!FN_IMPORT_FILE.test(source)) continue;
    for (const specifier of specifiers.split(',')) {
      const local = specifier
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) locals.push(local);
    }
  }
  return locals;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface AwaitedShared {
  /** The chunk's local name of importShared. */
  local: string;
  /** The page-wide singletons the chunk awaits, in the order it first awaits them. */
  names: string[];
}

/**
 * Which singletons a chunk awaits through importShared: the plugin turns each `import … from 'react'` of a
 * module into `const … = await importShared('react')`, so a bundled chunk holds one such await per module and
 * library, run one after another.
 */
export function awaitedShared(code: string, singletons: readonly string[]): AwaitedShared | null {
  const locals = importSharedLocals(code);
  if (locals.length === 0) return null;
  const call = new RegExp(
    `\\bawait\\s*(${locals.map(escapeRegExp).join('|')})\\(\\s*(['"\`])([^'"\`$\\\\]+)\\2\\s*\\)`,
    'g',
  );
  let local = '';
  const names: string[] = [];
  for (const [, callee = '', , name = ''] of code.matchAll(call)) {
    if (!singletons.includes(name) || names.includes(name)) continue;
    local ||= callee;
    names.push(name);
  }
  return names.length > 0 ? { local, names } : null;
}

/**
 * Starts every singleton a chunk awaits at once, right after its imports: `await Promise.all([…])`. Each later
 * `await importShared(name)` then finds the library loaded (importShared keeps what it loaded), so the chunk
 * waits for the slowest library instead of for each in turn. The libraries are evaluated before the chunk's own
 * code, as ES imports would be; a library that fails still fails the chunk.
 */
export function startSharedImportsTogether(code: string, singletons: readonly string[]): string {
  const awaited = awaitedShared(code, singletons);
  if (!awaited || awaited.names.length < 2) return code;
  const calls = awaited.names.map((name) => `${awaited.local}(${JSON.stringify(name)})`).join(',');
  const imports = LEADING_IMPORTS.exec(code)?.[0] ?? '';
  const separator = imports === '' || /[;\n]\s*$/.test(imports) ? '' : ';';
  return `${imports}${separator}await Promise.all([${calls}]);${code.slice(imports.length)}`;
}

/**
 * Applies startSharedImportsTogether to every chunk of a build (the shell's and each remote's). In renderChunk,
 * before file names are hashed: a chunk's name changes with its rewritten code, so a cached file is never stale.
 */
export function loadSharedImportsTogether(singletons: readonly string[]): Plugin {
  return {
    name: 'marathon:load-shared-imports-together',
    enforce: 'post',
    renderChunk(code) {
      const rewritten = startSharedImportsTogether(code, singletons);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
