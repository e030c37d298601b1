// Written by ./plugin.ts at build time: every exposed module of every remote, by remote and module name.
declare module 'virtual:one-bundle-views' {
  import type { RemoteName } from '@marathon/shared/contracts';

  export const views: Record<RemoteName, Partial<Record<string, () => Promise<unknown>>>>;
}
