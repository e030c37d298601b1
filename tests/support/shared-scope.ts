import type { Page } from 'playwright-core';

/**
 * Reaches the page's one @marathon/shared through the federation share scope (the copy every remote receives)
 * and sets a session there, as a remote's login does.
 */
export async function setSessionThroughShareScope(page: Page, token: string): Promise<void> {
  await page.evaluate(async (value) => {
    type Shared = { useSessionStore: { getState(): { setSession(t: string, u: unknown): void } } };
    type Scope = Record<string, Record<string, { get(): Promise<() => Promise<Shared>> }>>;
    const scope = (globalThis as unknown as { __federation_shared__: { default: Scope } })
      .__federation_shared__.default['@marathon/shared'];
    const provider = scope ? Object.values(scope)[0] : undefined;
    if (!provider) throw new Error('@marathon/shared is not in the federation share scope');
    const shared = await (await provider.get())();
    shared.useSessionStore.getState().setSession(value, { username: 'e2e' });
  }, token);
}
