import { useSessionStore } from '@marathon/shared';
import { HashRouter } from '@marathon/shared/router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerContentMessages } from '../i18n/messages';
import { render, type Rendered } from '../test-support/render';
import { SharePage } from './SharePage';

registerContentMessages();

let view: Rendered | undefined;
const writeText = vi.fn<(text: string) => Promise<void>>();
const share = vi.fn<(data: ShareData) => Promise<void>>();

beforeEach(() => {
  window.location.hash = '#/news-notice/race-news?id=news-1';
  writeText.mockReset().mockResolvedValue(undefined);
  share.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  act(() => useSessionStore.getState().setLanguage('zh'));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const mount = () => {
  view = render(
    <HashRouter>
      <SharePage title="报名开启" id="news-1" />
    </HashRouter>,
  );
  return view.container;
};
const press = async (container: HTMLElement) => {
  await act(async () => {
    container.querySelector<HTMLButtonElement>('[data-testid="page-share-button"]')?.click();
  });
};
const origin = window.location.origin;

describe('the share button of a page', () => {
  it('copies the page’s share address and says so, in Chinese', async () => {
    const container = mount();
    expect(container.textContent).toContain('分享本页');
    await press(container);
    expect(writeText).toHaveBeenCalledWith(`${origin}/p/news-notice/race-news?id=news-1`);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      '已复制分享链接，可粘贴到微信等应用',
    );
  });

  it('in English: the address names the language, and the confirmation is English', async () => {
    act(() => useSessionStore.getState().setLanguage('en'));
    const container = mount();
    await press(container);
    expect(writeText).toHaveBeenCalledWith(`${origin}/p/news-notice/race-news?id=news-1&lang=en`);
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Share link copied');
  });

  it('shows the address in a field to copy by hand when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const container = mount();
    await press(container);
    const field = container.querySelector<HTMLInputElement>('[data-testid="page-share-field"]');
    expect(field?.value).toBe(`${origin}/p/news-notice/race-news?id=news-1`);
    expect(field?.readOnly).toBe(true);
    expect(container.textContent).toContain('请手动复制此链接');
  });

  it('opens the share sheet where the browser has one, and says nothing when the visitor closes it', async () => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    const container = mount();
    await press(container);
    expect(share).toHaveBeenCalledWith({
      title: '报名开启',
      url: `${origin}/p/news-notice/race-news?id=news-1`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
