import type { BenchSite } from './bench-site';

export interface BenchContext {
  site: BenchSite;
}

/** A benchmark file: `export const title` and `export async function run(context)`, printing its figures. */
export interface BenchModule {
  title: string;
  run(context: BenchContext): Promise<void>;
}
