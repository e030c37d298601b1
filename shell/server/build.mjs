// Compiles the shell's server (server/main.ts) to plain JavaScript in dist-server/, as api/build.mjs does for the
// API: production runs `node shell/dist-server/main.js` with no tsx and no dev dependencies. The packages the
// shell declares in `dependencies` stay external (installed by a production-only install); our workspace code
// (@marathon/shared, TypeScript source) and the shell's own components are bundled.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@marathon/'));

await build({
  entryPoints: {
    main: new URL('./main.ts', import.meta.url).pathname,
    // Remotes' first paints run in a worker thread: its own file.
    'fragment-worker': new URL('./first-paint/fragment-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('../dist-server', import.meta.url).pathname,
  bundle: true,
  // Code split at dynamic imports, as the browser builds are: without it esbuild wraps a module that is also
  // imported dynamically in a lazy initialiser that a static `export *` of it never runs (its exports stay undefined).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpaths too (react-dom/server, @fastify/static): a package is external with everything under it.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  legalComments: 'none',
  jsx: 'automatic',
  // Bundled CommonJS calls require() for Node built-ins; ESM has none, so give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('shell: dist-server/main.js built');
