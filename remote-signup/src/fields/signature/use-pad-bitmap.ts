import { useCallback, useLayoutEffect, useRef, type RefCallback, type RefObject } from 'react';
import type { PixelSize } from './ink';

/**
 * The box's size in device pixels: its CSS size times the page's device pixel ratio. Not the observer's
 * device-pixel box: under a zoom or an emulated screen Chromium reports it in CSS pixels.
 */
function devicePixels(entry: ResizeObserverEntry): PixelSize {
  const ratio = window.devicePixelRatio || 1;
  return {
    width: Math.round(entry.contentRect.width * ratio),
    height: Math.round(entry.contentRect.height * ratio),
  };
}

/**
 * The pad's ref: keeps the canvas's bitmap at one pixel per device pixel of its box (inside the border) and has
 * it painted afresh whenever that changes (a resize, a rotated phone, a zoom, a window moved to another screen).
 * A canvas sized only by CSS keeps its default 300×150 bitmap, stretched, and loses whatever falls outside it.
 * A ref rather than an effect: the pad comes and goes (a saved signature replaces it until "sign again").
 */
export function usePadBitmap(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  repaint: () => void,
): RefCallback<HTMLCanvasElement> {
  const latest = useRef(repaint);
  useLayoutEffect(() => {
    latest.current = repaint;
  });
  return useCallback(
    (element: HTMLCanvasElement | null) => {
      canvasRef.current = element;
      if (!element) return undefined;
      latest.current();
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const size = devicePixels(entry);
        if (size.width === 0 || size.height === 0) return;
        if (element.width !== size.width || element.height !== size.height) {
          // Setting a canvas's size clears it: the pad is painted again from what it holds.
          element.width = size.width;
          element.height = size.height;
        }
        latest.current();
      });
      try {
        // This box also changes with the device pixel ratio alone (a window moved to another screen).
        observer.observe(element, { box: 'device-pixel-content-box' });
      } catch {
        // A browser without device-pixel boxes (Safari) tells only of changes of the CSS size.
        observer.observe(element);
      }
      return () => {
        observer.disconnect();
        canvasRef.current = null;
      };
    },
    [canvasRef],
  );
}
