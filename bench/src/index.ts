import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext, BenchModule } from './types';
import { startBenchSite } from './bench-site';

/**
 * `npm run bench`: starts the built site once and runs every `*.bench.ts` beside this file against it, each
 * printing its figures. Benchmarks report; nothing here asserts a time.
 */
const only = process.argv.slice(2);
const benches = readdirSync(import.meta.dirname).filter((name) => name.endsWith('.bench.ts'));
// A bench's exact name picks that bench alone ('lighthouse' is not also 'result-page-lighthouse'); a part of a
// name picks every bench whose name holds it.
const picked = (wanted: string) =>
  benches.includes(`${wanted}.bench.ts`)
    ? [`${wanted}.bench.ts`]
    : benches.filter((name) => name.includes(wanted));
const files = (only.length === 0 ? benches : [...new Set(only.flatMap(picked))]).sort();

const site = await startBenchSite();
const context: BenchContext = { site };
let failed = 0;
try {
  for (const file of files) {
    const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as BenchModule;
    console.log(`\n━━ ${module.title} (${file})`);
    try {
      await module.run(context);
    } catch (error) {
      failed += 1;
      console.error(`  ✖ ${file}:`, error instanceof Error ? error.message : error);
    }
  }
} finally {
  await site.stop();
}
process.exit(failed > 0 ? 1 : 0);
