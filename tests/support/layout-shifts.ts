import type { Page } from 'playwright-core';

/** A layout shift as Chromium reports it, with the elements it moved (named by tag and class). */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/**
 * Records every layout shift of the page from its first frame, as Lighthouse's CLS counts them: call before the
 * page is opened. The elements a shift moved are named, so a failing check says what moved.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; moved: string[] }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    type Shift = PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName} ${node.className}`.trim() : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far (recordLayoutShifts) and their sum, the page's cumulative layout shift. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: LayoutShift[] }).shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
