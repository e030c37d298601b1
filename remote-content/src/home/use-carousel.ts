import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../content-data/reduced-motion';
import { CAROUSEL_INTERVAL_MS, wrapIndex } from './carousel-index';

export interface CarouselControls {
  index: number;
  go: (next: number) => void;
  step: (delta: number) => void;
  /** Autoplay runs: more than one slide, no reduced motion, not paused by hover, focus or the visitor. */
  playing: boolean;
  reducedMotion: boolean;
  pausedByUser: boolean;
  togglePaused: () => void;
  /** Hover and keyboard focus inside the carousel hold it still while the visitor reads or operates it. */
  setHovered: (value: boolean) => void;
  setFocused: (value: boolean) => void;
}

export function useCarousel(count: number): CarouselControls {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = count > 1 && !reducedMotion && !hovered && !focused && !pausedByUser;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      // A hidden tab does not move on: the visitor comes back to the slide they left.
      if (document.visibilityState === 'visible') setIndex((i) => wrapIndex(i, 1, count));
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, count, index]);

  const go = useCallback((next: number) => setIndex(wrapIndex(next, 0, count)), [count]);
  const step = useCallback((delta: number) => setIndex((i) => wrapIndex(i, delta, count)), [count]);
  const togglePaused = useCallback(() => setPausedByUser((p) => !p), []);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    go,
    step,
    playing,
    reducedMotion,
    pausedByUser,
    togglePaused,
    setHovered,
    setFocused,
  };
}
