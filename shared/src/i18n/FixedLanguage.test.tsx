import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/store';
import { FixedLanguage } from './FixedLanguage';
import { useLanguage } from './use-language';

// React's act() warns unless the environment says it is a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <p data-testid={id}>{`${language}:${t('common.retry')}`}</p>;
}

let root: Root | null = null;
const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;

beforeEach(() => {
  act(() => useSessionStore.getState().setLanguage('zh'));
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useLanguage and FixedLanguage', () => {
  it("follow the store's language outside a FixedLanguage block, and stay pinned inside one", () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() =>
      root?.render(
        <>
          <Probe id="page" />
          <FixedLanguage language="en">
            <Probe id="pinned" />
          </FixedLanguage>
        </>,
      ),
    );
    expect(text('page')).toBe('zh:重试');
    expect(text('pinned')).toBe('en:Retry');

    act(() => useSessionStore.getState().setLanguage('en'));
    expect(text('page')).toBe('en:Retry');
    expect(text('pinned')).toBe('en:Retry');

    act(() => useSessionStore.getState().setLanguage('zh'));
    expect(text('page')).toBe('zh:重试');
    expect(text('pinned')).toBe('en:Retry');
  });
});
