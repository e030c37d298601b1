import { useEffect, useState } from 'react';

/**
 * True from the frame after `ready` first held: what a page loads "after the card is shown" starts once the card
 * has been painted, not in the same render (where a lazy import would race the card for the network).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // Two frames: the first runs before the paint, the second after it.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready, painted]);
  return painted;
}
