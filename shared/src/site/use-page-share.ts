import { useRef, useState } from 'react';
import { copyOrShare, type ShareOutcome } from './page-share';

/**
 * A share button's state: `share` shares the link (copyOrShare) and keeps what to say after (copied, or refused
 * with the address to copy by hand, put in `field` and selected, so one gesture copies it). A share sheet that
 * took the link, or that the visitor closed, leaves nothing to say.
 */
export function usePageShare() {
  const [outcome, setOutcome] = useState<{ said: Exclude<ShareOutcome, 'shared'>; url: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const share = async (link: { title: string; url: string }) => {
    const said = await copyOrShare(link);
    setOutcome(said === 'shared' ? null : { said, url: link.url });
    if (said === 'refused') requestAnimationFrame(() => field.current?.select());
  };
  return { outcome, share, field };
}
