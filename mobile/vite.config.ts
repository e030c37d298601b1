import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '@marathon/shared/build';

/**
 * The phone site is an ordinary one-bundle app (no federation: nothing on it is deployed apart), served by the
 * shell's server under /m/. It stays small by taking only React, i18next, ofetch and DOMPurify.
 */
export default defineConfig({
  base: '/m/',
  plugins: [react(), precompress()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
