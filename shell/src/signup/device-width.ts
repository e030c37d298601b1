/** The attribute on <html> that the member site's phone rules (layout/phone-layout.css) hang on. */
export const DEVICE_WIDTH_LAYOUT = 'device-width';

/**
 * The member site's page (reg/) is where a phone signs up and keeps its entries (the phone site has neither), so
 * it is laid out at the device's width. The site's own page is built 1200 px wide for phones that chose it (its
 * viewport and minimum width in index.html, which this page shares): switched here, before the first render, so
 * the page is never drawn at the desktop width.
 */
export function layOutAtDeviceWidth(): void {
  let viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!viewport) {
    viewport = document.createElement('meta');
    viewport.name = 'viewport';
    document.head.append(viewport);
  }
  viewport.content = 'width=device-width, initial-scale=1';
  document.documentElement.dataset.layout = DEVICE_WIDTH_LAYOUT;
}
