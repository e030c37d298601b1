import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CloudConfig } from '../api';
import { setSiteData } from './store';
import { useDocumentTitle } from './use-document-title';

function Titled({ title, priority }: { title: string; priority?: number }) {
  useDocumentTitle(title, priority);
  return null;
}

beforeEach(() => {
  setSiteData({
    cloud: {
      settings: { websiteTitle: '扬州半马', websiteTitleEn: 'Yangzhou Half' },
    } as unknown as CloudConfig,
  });
});
afterEach(() => {
  document.title = '';
});

describe('useDocumentTitle', () => {
  it('names the tab "<page> - <site>", and the site alone for an empty page title', () => {
    const view = render(<Titled title="竞赛规程" />);
    expect(document.title).toBe('竞赛规程 - 扬州半马');
    view.rerender(<Titled title="" />);
    expect(document.title).toBe('扬州半马');
    view.unmount();
  });

  it('a more specific view wins whichever effect ran first, and the page title returns when it leaves', () => {
    // The child (a result) runs its effect before the parent (the page), as React does.
    const view = render(
      <>
        <Titled title="李四 2024 年成绩" priority={1} />
        <Titled title="成绩查询" />
      </>,
    );
    expect(document.title).toBe('李四 2024 年成绩 - 扬州半马');
    view.rerender(
      <>
        <Titled title="成绩查询" />
      </>,
    );
    expect(document.title).toBe('成绩查询 - 扬州半马');
    view.unmount();
  });
});
