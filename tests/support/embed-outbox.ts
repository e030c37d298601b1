import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The codes the API's development outbox wrote (DATA_DIR/outbox.jsonl, CODE_OUTBOX=1): the journeys read a code
 * the way a visitor reads an SMS or an email.
 */
/** The outbox's messages to one target that carry a code (a notice or an alert to the same phone carries none). */
function codeEntries(dataDir: string, target: string): { code: string }[] {
  const file = join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { target: string; code: string; kind?: string })
    .filter((entry) => entry.target === target && entry.kind !== 'alert' && entry.code !== '');
}

export function lastCode(dataDir: string, target: string): string {
  const last = codeEntries(dataDir, target).at(-1);
  if (!last) throw new Error(`no code in the outbox for ${target}`);
  return last.code;
}

/** Waits until the target has received `count` codes (notices to it do not count), then reads the last one. */
export async function waitForCode(dataDir: string, target: string, count = 1): Promise<string> {
  await expect
    .poll(
      () => {
        try {
          return codeEntries(dataDir, target).length;
        } catch {
          // A line being written is not JSON yet: asked again at the next poll.
          return 0;
        }
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return lastCode(dataDir, target);
}

/**
 * Passes the slider with the keyboard alone: focus its handle and press End (WCAG 2.2, 2.5.7). The page then
 * finishes the challenge's proof of work for real (it started when the challenge came) and says "verifying…"
 * meanwhile: a busy machine may take some seconds.
 */
export async function passSliderByKeyboard(page: Page): Promise<void> {
  const slider = page.getByTestId('slider-captcha');
  await expect.poll(() => slider.getAttribute('data-status'), { timeout: 10_000 }).toBe('ready');
  await page.getByTestId('slider-handle').focus();
  await page.keyboard.press('End');
  await expect.poll(() => slider.getAttribute('data-status'), { timeout: 60_000 }).toBe('passed');
}
