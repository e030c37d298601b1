/** The human-verification widget's timeout and retries. */
export const SLIDER_TIMEOUT_MS = 10_000;
export const SLIDER_RETRIES = 5;

/** Where a key moves the slider's handle (WAI-ARIA slider pattern); null for keys it ignores. */
export function nextValue(key: string, value: number, max: number): number | null {
  const step = Math.max(1, Math.round(max / 10));
  const clamp = (n: number) => Math.min(max, Math.max(0, n));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - step);
    case 'PageUp':
      return clamp(value + step * 3);
    case 'PageDown':
      return clamp(value - step * 3);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}
