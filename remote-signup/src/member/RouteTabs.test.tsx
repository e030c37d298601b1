import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes } from '@marathon/shared/router';
import { MemoryRouter } from '@marathon/shared/test-support';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marathon/shared/ui';
import { RouteTabs } from './RouteTabs';

const TABS = [
  { to: '/centre', label: 'Overview', testId: 'tab-overview' },
  { to: '/centre/results', label: 'Results', testId: 'tab-results' },
];

function renderAt(path: string): HTMLElement {
  const html = renderToStaticMarkup(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/centre/*" element={<RouteTabs tabs={TABS} label="Sections" />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const tab = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLElement;

describe('RouteTabs', () => {
  it('links each tab to its child route and highlights the current one only', () => {
    const atResults = renderAt('/centre/results');
    expect(atResults.querySelector('nav')?.getAttribute('aria-label')).toBe('Sections');
    expect(tab(atResults, 'tab-overview').getAttribute('href')).toBe('/centre');
    expect(tab(atResults, 'tab-results').getAttribute('href')).toBe('/centre/results');
    expect(tab(atResults, 'tab-results').getAttribute('aria-current')).toBe('page');
    expect(tab(atResults, 'tab-overview').getAttribute('aria-current')).toBeNull();

    const atPage = renderAt('/centre');
    expect(tab(atPage, 'tab-overview').getAttribute('aria-current')).toBe('page');
    expect(tab(atPage, 'tab-results').getAttribute('aria-current')).toBeNull();
  });
});
