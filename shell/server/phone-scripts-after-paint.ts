/** The phone site's scripts, as its build names them in its page. */
export interface PhoneScripts {
  /** The entry module. */
  entry: string;
  /** The modules it imports at once, preloaded beside it. */
  preloads: string[];
}

/**
 * Runs in a painted phone page, at the end of its body: asks for the phone site's scripts once the painted card is
 * on screen (the frame after the one that painted it; at once in a hidden tab, which paints no frame), so the
 * first paint shares the connection with nothing. The app then takes over the painted markup. Its own text,
 * allowed by its hash: it imports nothing and gets its addresses as an argument.
 */
export function loadPhoneScriptsAfterPaint(scripts: PhoneScripts): void {
  const load = () => {
    for (const href of scripts.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts.entry;
    document.head.appendChild(script);
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
}
