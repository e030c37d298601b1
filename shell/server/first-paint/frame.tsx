import type { Language } from '@marathon/shared/language-cookie';
import type { StartupData } from '@marathon/shared/contracts';
import { fragmentRenderer } from '@marathon/shared/server-render';
import { buildMenu, type MenuEntry } from '@marathon/shared/site-routes';
import { registerShellMessages } from '../../src/i18n';
import { SiteFrame } from '../../src/layout/SiteFrame';

/** Where the painted route's view goes: an element the frame's main area holds, replaced by the server. */
export const MAIN_SLOT = '<div hidden="" data-first-paint-main=""></div>';

function FirstPaintFrame({ menu }: { menu: MenuEntry[] }) {
  return (
    <SiteFrame menu={menu} activeMenu={undefined} grey={false}>
      <div hidden data-first-paint-main="" />
    </SiteFrame>
  );
}

registerShellMessages();
const render = fragmentRenderer({ FirstPaintFrame });

/**
 * The shell's frame (header and menu, from the shell's own components) as HTML, with MAIN_SLOT where the main
 * area's content goes. Rendered in this server's thread: it is the shell's code, not a remote's.
 */
export function frameHtml(startup: StartupData, language: Language, window: unknown): string {
  const menu = buildMenu(startup.cloud, { showCharity: startup.runtime.features.showCharity });
  return render({ view: 'FirstPaintFrame', props: { menu }, language, startup }, { window });
}
