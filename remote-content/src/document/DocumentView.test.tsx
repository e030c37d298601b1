import '@marathon/shared/test-support/happy-dom-dompurify';
import { configureHosts, useSessionStore } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { HashRouter } from '@marathon/shared/router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerContentMessages } from '../i18n/messages';
import { render, type Rendered } from '../test-support/render';
import { DocumentView } from './DocumentView';

registerContentMessages();

let view: Rendered | undefined;
beforeEach(() => {
  configureHosts({ imageHost: 'http://img.example/files', fileHost: 'http://img.example/files' });
  act(() => useSessionStore.getState().setLanguage('zh'));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const text = (testId: string) =>
  view?.container.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim() ?? null;

const ITEM: DocumentItem = {
  id: 'rules',
  // 2025-01-17 16:30 UTC is already 18 January in Yangzhou (UTC+8).
  time: Date.UTC(2025, 0, 17, 16, 30),
  title: '竞赛规程',
  titleEn: 'Competition rules',
  summary: '摘要',
  recommend: false,
  content:
    '<h2>一、比赛时间</h2><p onclick="alert(1)">4月20日</p><script>window.hacked = 1</script>' +
    '<a href="javascript:alert(2)">链接</a><img src="images/a.svg" onerror="alert(3)">',
};

describe('DocumentView', () => {
  it('shows the title, the date as YYYY.MM.DD in event time, the body and the closing line', () => {
    view = render(
      <HashRouter>
        <DocumentView item={ITEM} />
      </HashRouter>,
    );
    expect(text('document-title')).toBe('竞赛规程');
    expect(text('document-date')).toBe('2025.01.18');
    expect(text('document-content')).toContain('4月20日');
    expect(text('document-end')).toBe('— 已显示全部内容 —');
  });

  it('removes scripts, handlers and javascript: links before the HTML reaches the page', () => {
    view = render(
      <HashRouter>
        <DocumentView item={ITEM} />
      </HashRouter>,
    );
    const body = view.container.querySelector('[data-testid="document-content"]');
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.querySelector('[onclick], [onerror]')).toBeNull();
    expect(body?.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(body?.querySelector('img')?.getAttribute('src')).toBe('http://img.example/files/images/a.svg');
  });

  it('falls back to Chinese field by field in English', () => {
    view = render(
      <HashRouter>
        <DocumentView item={ITEM} />
      </HashRouter>,
    );
    act(() => useSessionStore.getState().setLanguage('en'));
    expect(text('document-title')).toBe('Competition rules');
    // No contentEn: the Chinese body stays rather than an empty page.
    expect(text('document-content')).toContain('4月20日');
    expect(text('document-end')).toBe('— All content shown —');
  });

  it('shows the summary when a document has no body', () => {
    view = render(
      <HashRouter>
        <DocumentView item={{ ...ITEM, content: '' }} />
      </HashRouter>,
    );
    expect(text('document-content')).toBe('摘要');
  });
});
