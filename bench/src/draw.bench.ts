import { performance } from 'node:perf_hooks';
import { drawOrder } from '../../api/src/modules/season/draw-order';
import { recomputeDrawOrder } from '../../shared/src/api/draw-recompute';

export const title =
  "The season's draw for 100,000 entries: the API's order and the browser's WebCrypto recomputation";

const ENTRIES = 100_000;
const SEED = 'bench-seed-yangzhou-2026-0123456789';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure<T>(work: () => T | Promise<T>): Promise<{ value: T; ms: number; heapMb: string }> {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const start = performance.now();
  const value = await work();
  const ms = performance.now() - start;
  return { value, ms, heapMb: mb(Math.max(0, process.memoryUsage().heapUsed - before)) };
}

export async function run(): Promise<void> {
  const entries = Array.from({ length: ENTRIES }, (_, i) => i + 1);
  const api = await measure(() => drawOrder(SEED, entries));
  console.log(`  API (node:crypto)      ${api.ms.toFixed(0)} ms, heap +${api.heapMb}`);
  const browser = await measure(() => recomputeDrawOrder(SEED, entries));
  console.log(`  page (WebCrypto)       ${browser.ms.toFixed(0)} ms, heap +${browser.heapMb}`);
  const same =
    api.value.length === browser.value.length && api.value.every((regNo, i) => regNo === browser.value[i]);
  console.log(`  same order: ${same ? 'yes' : 'NO'}; peak RSS ${mb(process.memoryUsage().rss)}`);
  if (!same) throw new Error('the browser recomputation differs from the API order');
}
