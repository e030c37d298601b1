/** What became of a share: the system's share sheet took it, it was copied, or the browser refused both. */
export type ShareOutcome = 'shared' | 'copied' | 'refused';

/**
 * The system's share sheet where the browser has one (phones), else the clipboard. Closing the sheet is the
 * visitor's choice and ends it; a sheet that fails for another reason falls back to the clipboard.
 */
export async function copyOrShare(link: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'refused';
  }
}
