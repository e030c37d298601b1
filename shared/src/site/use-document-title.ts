import { useEffect, useId } from 'react';
import { useLanguage } from '../i18n/use-language';
import { localized } from './localize';
import { useSiteStore } from './store';

/** Titles asked for by the views on screen; the most specific (highest priority, then latest) names the tab. */
const asked = new Map<string, { title: string; priority: number; order: number }>();
let order = 0;

function apply(siteTitle: string): void {
  let best: { title: string; priority: number; order: number } | undefined;
  for (const entry of asked.values()) {
    if (
      !best ||
      entry.priority > best.priority ||
      (entry.priority === best.priority && entry.order > best.order)
    ) {
      best = entry;
    }
  }
  const page = best?.title.trim();
  if (!siteTitle) {
    // Before the site's configuration arrives there is no site name to add.
    if (page) document.title = page;
    return;
  }
  document.title = page && page !== siteTitle ? `${page} - ${siteTitle}` : siteTitle;
}

/**
 * Names the browser tab (and a bookmark, and the history list) after the page: "<page> - <site>", in the visitor's
 * language. A page-level view asks with priority 0; a view that knows more (a runner's result) asks with a higher
 * one and wins while it is on screen, whichever effect ran first. An empty title leaves the site's name alone.
 */
export function useDocumentTitle(title: string, priority = 0): void {
  const id = useId();
  const language = useLanguage();
  const siteTitle = useSiteStore((s) =>
    localized(language, s.cloud?.settings?.websiteTitle, s.cloud?.settings?.websiteTitleEn),
  );
  useEffect(() => {
    asked.set(id, { title, priority, order: ++order });
    apply(siteTitle);
    return () => {
      asked.delete(id);
      apply(siteTitle);
    };
  }, [id, title, priority, siteTitle]);
}
