import type { Result } from 'lighthouse';
import { lcpElement } from './lighthouse-lcp';

/** A request of the critical-request-chains audit; its times are in seconds on the trace's clock. */
interface ChainNode {
  request: { url: string; startTime: number; endTime: number };
  children?: Record<string, ChainNode>;
}

/** A number in one of Lighthouse's debug-data records (typed `any` there). */
function numberIn(record: unknown, key: string): number {
  const value: unknown = typeof record === 'object' && record !== null ? Reflect.get(record, key) : undefined;
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * When the LCP element's request was sent, in ms on the trace's clock; for an element without one (text), when
 * it was painted, as observed (not simulated): whatever the page fetched after that was not waited for.
 */
function lcpCutoff(lhr: Result): number {
  const requests = lhr.audits['network-requests']?.details;
  if (requests?.type !== 'table') return Number.NaN;
  // network-requests times are relative to its first request; debugData tells where that was on the clock.
  const startMs = numberIn(requests.debugData, 'networkStartTimeTs') / 1000;
  const src = lcpElement(lhr)?.src;
  const request = src ? requests.items.find((item) => item.url === src) : undefined;
  if (request && typeof request.networkRequestTime === 'number') return startMs + request.networkRequestTime;
  const metrics = lhr.audits.metrics?.details;
  const observed = metrics?.type === 'debugdata' ? (metrics.items as unknown[] | undefined)?.[0] : undefined;
  return numberIn(observed, 'observedLargestContentfulPaintTs') / 1000;
}

/**
 * Sequential request steps before the LCP element's request: the depth of the deepest chain of the
 * critical-request-chains audit (document, scripts, stylesheets, each asked for by the one before it) counting
 * only requests that had finished by then. Its own `longestChain` is the chain that ends latest, which may be a
 * late CORS preflight two steps deep, hence this. API calls are not in those chains: both builds make the same.
 */
export function stepsBeforeLcp(lhr: Result): number {
  const details = lhr.audits['critical-request-chains']?.details;
  if (details?.type !== 'criticalrequestchain') return Number.NaN;
  const cutoff = lcpCutoff(lhr);
  if (Number.isNaN(cutoff)) return Number.NaN;
  const depth = (nodes: Record<string, ChainNode> | undefined): number =>
    Math.max(
      0,
      ...Object.values(nodes ?? {})
        .filter((node) => node.request.endTime * 1000 <= cutoff)
        .map((node) => 1 + depth(node.children)),
    );
  return depth(details.chains);
}
