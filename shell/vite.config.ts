import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

export default defineConfig(appConfig({ dir: import.meta.dirname, name: 'shell', port: 5200 }));
