import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { FIRST_PAINT_MANIFEST, type FirstPaintManifest } from '../src/contracts/first-paint';
import { versionOf } from './shared-singletons';

export interface FirstPaintBuildOptions {
  /** The remote's folder (import.meta.dirname of its config). */
  dir: string;
  /** The server module's source, relative to `dir`: it exports `render` made by fragmentRenderer. */
  entry: string;
  /** The views `render` draws, as the manifest names them. */
  views: string[];
  /** A short name for the files (`content` → first-paint/content-<hash>.js). */
  name: string;
}

/** Where the server module and its CSS go inside the remote's dist/ (the manifest sits beside remoteEntry.js). */
export const FIRST_PAINT_DIR = 'first-paint';

const INLINE_CSS = /\.css\?inline$/;
const DEFAULT_EXPORT = /^\s*export default (["'`])([\s\S]*)\1;?\s*$/;

/** The CSS text of a `?inline` CSS module as Vite's CSS plugin compiled it to JavaScript. */
export function inlineCssText(code: string): string | null {
  const match = DEFAULT_EXPORT.exec(code);
  if (!match) return null;
  if (match[1] === '"') return JSON.parse(`"${match[2] ?? ''}"`) as string;
  // Single-quoted or template literal: Vite's own string escapes, read the same way as JSON's.
  return JSON.parse(`"${(match[2] ?? '').replace(/"/g, '\\"').replace(/\\'/g, "'")}"`) as string;
}

/**
 * Collects the CSS every view of the server module styles itself with (the `?inline` CSS its FeatureStyles
 * carry in the browser) into one file of the build, and writes the manifest naming the module, that file and
 * the @marathon/shared version the remote was built with.
 */
function firstPaintFiles(options: FirstPaintBuildOptions): Plugin {
  const css = new Map<string, string>();
  let manifest: FirstPaintManifest | null = null;
  return {
    name: 'marathon:first-paint-files',
    enforce: 'post',
    transform(code, id) {
      if (!INLINE_CSS.test(id)) return null;
      const text = inlineCssText(code);
      if (text === null) this.error(`first paint: could not read the CSS of ${id}`);
      css.set(id, text);
      return null;
    },
    generateBundle(_output, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) this.error('first paint: the server module was not built');
      const text = [...css.values()].join('\n');
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
      const cssFile = `${options.name}-${hash}.css`;
      this.emitFile({ type: 'asset', fileName: cssFile, source: text });
      manifest = {
        sharedVersion: versionOf('@marathon/shared', options.dir),
        module: `${FIRST_PAINT_DIR}/${entry.fileName}`,
        css: `${FIRST_PAINT_DIR}/${cssFile}`,
        views: options.views,
      };
    },
    writeBundle() {
      // Last, once the files it names are on disk.
      if (!manifest) return;
      const dist = join(options.dir, 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, FIRST_PAINT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/**
 * The Vite configuration of a remote's first paint (a second build, after the browser build): one self-contained
 * ES module for Node (React's server renderer and everything else bundled), minified, hashed, in
 * dist/first-paint/, with its CSS beside it and the manifest in dist/.
 */
export function firstPaintConfig(options: FirstPaintBuildOptions): UserConfig {
  // React's production build and its production JSX, whatever NODE_ENV the build was started with (Vite keeps a
  // NODE_ENV it finds, and React's JSX transform follows it: a test runner's would give development JSX calls that
  // React's production build has not).
  process.env.NODE_ENV = 'production';
  return {
    root: options.dir,
    logLevel: 'warn',
    plugins: [react(), firstPaintFiles(options)],
    // React's production build; the bundle carries no development branch.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: options.entry,
      outDir: join(options.dir, 'dist', FIRST_PAINT_DIR),
      emptyOutDir: true,
      target: 'node20',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: { format: 'es', entryFileNames: `${options.name}-[hash].js`, codeSplitting: false },
      },
    },
  };
}
