/**
 * What a page reports of itself, its largest paint and its layout shifts, from
 * observers registered before any page script runs (addInitScript), buffered so nothing before them is lost.
 * CLS sums layout shifts not caused by input; LCP is the last candidate reported before we read it.
 */
export function installObservers(): void {
  const vitals = { lcp: 0, lcpElement: '', cls: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
      vitals.lcp = entry.startTime;
      const element = entry.element;
      vitals.lcpElement = element
        ? `${element.tagName.toLowerCase()}${entry.url ? ` ${entry.url.split('/').slice(-2).join('/')}` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
