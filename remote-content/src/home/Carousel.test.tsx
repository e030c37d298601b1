import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkImage } from '@marathon/shared/api';
import { registerContentMessages } from '../i18n/messages';
import { render, type Rendered } from '../test-support/render';
import { Carousel } from './Carousel';
import { CAROUSEL_INTERVAL_MS } from './carousel-index';

registerContentMessages();

const SLIDES: LinkImage[] = [
  { id: 1, surfacePlotUrl: 'a.svg', jumpUrl: '', title: '一' },
  { id: 2, surfacePlotUrl: 'b.svg', jumpUrl: '#/race-information/race-route', title: '二' },
  { id: 3, surfacePlotUrl: 'c.svg', jumpUrl: 'https://www.yangzhou.gov.cn', title: '三' },
];

let view: Rendered | undefined;
let reduceMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reduceMotion = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce') && reduceMotion,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const q = (selector: string) => view?.container.querySelector<HTMLElement>(selector) ?? null;
const active = () => q('[data-testid="carousel-slide"][data-active="true"] img')?.getAttribute('alt');
// The callbacks return nothing: act() then runs synchronously instead of handing back a promise.
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  it('moves on by itself, and wraps around', () => {
    view = render(<Carousel slides={SLIDES} label="焦点" />);
    expect(active()).toBe('一');
    wait(CAROUSEL_INTERVAL_MS);
    expect(active()).toBe('二');
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(active()).toBe('一');
  });

  it('holds still while hovered or focused, and moves on again afterwards', () => {
    view = render(<Carousel slides={SLIDES} label="焦点" />);
    const root = q('[data-testid="carousel"]');
    act(() => {
      root?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(active()).toBe('一');
    expect(root?.dataset.playing).toBe('false');
    act(() => {
      root?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => q('[data-testid="carousel-next"]')?.focus());
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(active()).toBe('一');
  });

  it('is operated by its buttons, its dots and the arrow keys', () => {
    view = render(<Carousel slides={SLIDES} label="焦点" />);
    act(() => q('[data-testid="carousel-next"]')?.click());
    expect(active()).toBe('二');
    act(() => q('[data-testid="carousel-prev"]')?.click());
    act(() => q('[data-testid="carousel-prev"]')?.click());
    expect(active()).toBe('三');
    act(() => view?.container.querySelectorAll<HTMLElement>('[data-testid="carousel-dot"]')[1]?.click());
    expect(active()).toBe('二');
    expect(q('[data-testid="carousel-dot"][aria-current="true"]')?.getAttribute('aria-label')).toBe(
      '第 2 张',
    );
    const root = q('[data-testid="carousel"]');
    act(() => {
      root?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(active()).toBe('三');
  });

  it('links a slide to a route in this tab and to a web page in a new tab; hides the others', () => {
    view = render(<Carousel slides={SLIDES} label="焦点" />);
    const links = [...(view.container.querySelectorAll('a') ?? [])];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['#/race-information/race-route', null],
      ['https://www.yangzhou.gov.cn', '_blank'],
    ]);
    const hidden = view.container.querySelectorAll('[data-testid="carousel-slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
  });

  it('does not autoplay for visitors who prefer reduced motion, and can be paused', () => {
    reduceMotion = true;
    view = render(<Carousel slides={SLIDES} label="焦点" />);
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(active()).toBe('一');
    // home.css turns the slides' and dots' transitions off for it.
    expect(q('[data-testid="carousel"]')?.dataset.reducedMotion).toBe('true');
    view.unmount();

    reduceMotion = false;
    view = render(<Carousel slides={SLIDES} label="焦点" />);
    act(() => q('[data-testid="carousel-pause"]')?.click());
    act(() => q('[data-testid="carousel-pause"]')?.blur());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(active()).toBe('一');
    expect(q('[data-testid="carousel-pause"]')?.getAttribute('aria-label')).toBe('继续轮播');
  });

  it('renders nothing without slides, and no controls for a single slide', () => {
    view = render(<Carousel slides={[]} label="焦点" />);
    expect(q('[data-testid="carousel"]')).toBeNull();
    view.unmount();
    view = render(<Carousel slides={SLIDES.slice(0, 1)} label="焦点" />);
    expect(q('[data-testid="carousel-next"]')).toBeNull();
  });
});
