import { preconnectsOf, type RuntimeConfig } from '@marathon/shared/contracts';

/** Opens connections to the manifest's other origins while the start-up reads run (see preconnectsOf). */
export function preconnect(runtime: RuntimeConfig): void {
  for (const { origin, anonymous } of preconnectsOf(runtime, window.location.origin)) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (anonymous) link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}
