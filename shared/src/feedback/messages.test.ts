import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showMessage, useMessagesStore } from './messages';

const texts = () => useMessagesStore.getState().messages.map((m) => m.text);

describe('showMessage (messages for 5 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useMessagesStore.setState({ messages: [] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes a message that dismisses itself after 5000 ms', () => {
    const id = showMessage('error', '网络连接失败，请刷新');
    expect(useMessagesStore.getState().messages).toEqual([
      { id, kind: 'error', text: '网络连接失败，请刷新', closable: true },
    ]);
    vi.advanceTimersByTime(4999);
    expect(texts()).toEqual(['网络连接失败，请刷新']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('honours a custom duration, and a duration of 0 keeps the message until dismissed', () => {
    showMessage('info', 'short', { duration: 1000 });
    const sticky = showMessage('warning', 'sticky', { duration: 0, closable: false });
    vi.advanceTimersByTime(1000);
    expect(texts()).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(useMessagesStore.getState().messages).toEqual([
      { id: sticky, kind: 'warning', text: 'sticky', closable: false },
    ]);
    useMessagesStore.getState().dismiss(sticky);
    expect(texts()).toEqual([]);
  });

  it('keeps one copy of the same text shown twice at once, with its own full duration', () => {
    showMessage('error', 'Race not found');
    vi.advanceTimersByTime(3000);
    const second = showMessage('error', 'Race not found');
    expect(useMessagesStore.getState().messages.map((m) => m.id)).toEqual([second]);
    vi.advanceTimersByTime(2000);
    expect(texts()).toEqual(['Race not found']);
    vi.advanceTimersByTime(3000);
    expect(texts()).toEqual([]);
  });

  it('gives every message its own id and keeps different texts side by side in order', () => {
    const a = showMessage('success', 'one');
    const b = showMessage('error', 'two');
    expect(a).not.toBe(b);
    expect(texts()).toEqual(['one', 'two']);
  });
});
