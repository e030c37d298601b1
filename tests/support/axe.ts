import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once: injected as a script, so no browser download and no extension. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails a journey; moderate and minor findings are printed, not failed. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['critical', 'serious'];

export interface PageAudit {
  /** Where the audit ran, e.g. `zh /race-information/race-rules`. */
  label: string;
  violations: Array<Pick<Result, 'id' | 'impact' | 'help'> & { targets: string[]; html: string[] }>;
}

/** Runs axe over the whole document as it stands (the caller waits for the screen to settle first). */
export async function auditPage(page: Page, label: string): Promise<PageAudit> {
  // A colour mid-transition (a button just enabled, fading in) is not what a reader sees: let finite
  // animations and transitions end before measuring contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    // WCAG 2.2 A and AA plus axe's best practices (landmarks, one h1, heading order).
    () =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        { resultTypes: ['violations'] },
      ),
  );
  return {
    label,
    violations: results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
      html: v.nodes.map((node) => node.html.slice(0, 160)),
    })),
  };
}

export function countByImpact(audit: PageAudit): Record<string, number> {
  const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of audit.violations)
    counts[v.impact ?? 'minor'] = (counts[v.impact ?? 'minor'] ?? 0) + v.targets.length;
  return counts;
}

/** One line per finding, the elements it names cut short: enough to find the element in the page. */
export function describeFindings(audits: readonly PageAudit[], impacts: readonly ImpactValue[]): string[] {
  return audits.flatMap((audit) =>
    audit.violations
      .filter((v) => impacts.includes(v.impact ?? 'minor'))
      .map(
        (v) =>
          `${audit.label}: [${v.impact}] ${v.id} (${v.help}) × ${v.targets.length}: ${v.html.slice(0, 3).join(' | ')}`,
      ),
  );
}

/** Prints the findings that do not fail the run, and returns the blocking ones for the caller to assert empty. */
export function blockingFindings(audits: readonly PageAudit[]): string[] {
  const rest = describeFindings(
    audits,
    (['moderate', 'minor'] as ImpactValue[]).filter((impact) => !BLOCKING_IMPACTS.includes(impact)),
  );
  if (rest.length > 0) console.log(`axe, not blocking:\n  ${rest.join('\n  ')}`);
  return describeFindings(audits, BLOCKING_IMPACTS);
}
