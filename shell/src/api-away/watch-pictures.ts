/** Set on a picture that could not load: the page's styles give it a box its words show in. */
export const PICTURE_UNAVAILABLE_ATTRIBUTE = 'data-picture-unavailable';

export interface PictureWatch {
  /** Addresses the watched pictures start with (the API's file and image hosts). */
  hosts: readonly string[];
  /** The words a failed picture says, in the page's language at that moment. */
  label: () => string;
  /** Told after each failed picture. */
  onFailure: () => void;
}

/**
 * Watches every picture of the page, whoever renders it (the shell or a remote): one that comes from the watched
 * hosts and cannot load is marked and says so through its alternative text (which the browser shows in a broken
 * image's place), keeping the text it had; one that loads later (its address changed, the host back) is given its
 * own text again. Load and error events do not bubble: they are caught on their way down; a picture that failed
 * before the watch began is found as it starts. Returns the unwatch.
 */
export function watchPictures(root: Document, { hosts, label, onFailure }: PictureWatch): () => void {
  const ownText = new WeakMap<HTMLImageElement, string>();
  const watched = (target: EventTarget | null): target is HTMLImageElement =>
    target instanceof HTMLImageElement &&
    hosts.some((host) => (target.currentSrc || target.src).startsWith(host));
  const mark = (image: HTMLImageElement) => {
    if (!ownText.has(image)) {
      const own = image.alt.trim();
      ownText.set(image, image.alt);
      image.alt = own ? `${own} · ${label()}` : label();
      image.setAttribute(PICTURE_UNAVAILABLE_ATTRIBUTE, '');
    }
    onFailure();
  };
  const failed = (event: Event) => {
    if (watched(event.target)) mark(event.target);
  };
  const loaded = (event: Event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement) || !ownText.has(image)) return;
    image.alt = ownText.get(image) ?? '';
    ownText.delete(image);
    image.removeAttribute(PICTURE_UNAVAILABLE_ATTRIBUTE);
  };
  root.addEventListener('error', failed, true);
  root.addEventListener('load', loaded, true);
  // Pictures that failed before the watch began (the server's painted copy of the page, before the app mounts):
  // decoding a broken picture fails, one without a size of its own (an SVG) decodes.
  for (const image of root.querySelectorAll('img')) {
    if (watched(image) && image.complete && image.naturalWidth === 0) {
      image.decode().catch(() => mark(image));
    }
  }
  return () => {
    root.removeEventListener('error', failed, true);
    root.removeEventListener('load', loaded, true);
  };
}
