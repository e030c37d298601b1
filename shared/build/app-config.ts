import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import {
  loadSharedImportsTogether,
  fixShareScopeLookup,
  requoteFederationCssPlaceholder,
} from './federation-fixes';
import { declarePreloads } from './declare-preloads';
import { declareSharedVersion } from './declare-shared-version';
import { markStylesheet } from './mark-stylesheet';
import { buildFolder, isDevBuild } from './dev-build';
import { precompress } from './precompress';
import { preloadStartupChunks } from './preload-startup';
import { federationShared, SHARED_NAMES } from './shared-singletons';

export interface AppBuildOptions {
  /** The app's folder (import.meta.dirname of its vite.config.ts). */
  dir: string;
  /** Federation scope name, e.g. remote_content; the shell is `shell`. */
  name: string;
  /** Exposed modules of a remote: './HomePage' → './src/exposed/HomePage.tsx'. */
  exposes?: Record<string, string>;
  /** Dev-server port (the production ports are set by the static server). */
  port: number;
}

/**
 * The Vite configuration every app shares: React, federation with the page's singletons, the Vite 8 placeholder
 * fix, and the build settings the federation plugin needs.
 */
export function appConfig(options: AppBuildOptions): UserConfig {
  const isRemote = options.exposes !== undefined;
  return {
    root: options.dir,
    base: isRemote ? './' : '/',
    plugins: [
      react(),
      federation({
        name: options.name,
        filename: 'remoteEntry.js',
        ...(isRemote
          ? { exposes: options.exposes }
          : {
              // The dynamic API (virtual:__federation__) needs one declared remote; real URLs come from the
              // run-time manifest through __federation_method_setRemote.
              remotes: {
                remote_placeholder: {
                  external: 'about:blank',
                  externalType: 'url',
                  format: 'esm',
                  from: 'vite',
                },
              },
            }),
        // The plugin's typings want strings for versions; ours are read from the installed packages.
        shared: federationShared(options.dir),
      }),
      requoteFederationCssPlaceholder(),
      ...(options.exposes
        ? [
            declareSharedVersion(options.dir, 'remoteEntry.js'),
            declarePreloads(options.dir, options.exposes, 'remoteEntry.js'),
          ]
        : []),
      fixShareScopeLookup(),
      loadSharedImportsTogether(SHARED_NAMES),
      ...(isRemote ? [] : [preloadStartupChunks(), markStylesheet()]),
      precompress(),
    ],
    build: {
      target: 'esnext',
      modulePreload: false,
      cssCodeSplit: false,
      sourcemap: false,
      reportCompressedSize: false,
      outDir: buildFolder(),
      // remoteEntry.js resolves its chunks relative to itself: keep a remote's files side by side at its root.
      assetsDir: isRemote ? '' : 'assets',
      emptyOutDir: true,
      // The dev loop rebuilds on every save: readable output, and seconds saved on each build.
      ...(isDevBuild() ? { minify: false } : {}),
    },
    server: { port: options.port, strictPort: true, cors: true },
    preview: { port: options.port, strictPort: true, cors: true },
  };
}
