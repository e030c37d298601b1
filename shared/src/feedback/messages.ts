import { create } from 'zustand';
import { MESSAGE_DURATION_MS } from '../constants';

export type MessageKind = 'error' | 'success' | 'info' | 'warning';

export interface Message {
  id: number;
  kind: MessageKind;
  text: string;
  closable: boolean;
}

interface MessagesState {
  messages: Message[];
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Short-lived page messages (red error messages for 5 s). The shell renders them. */
export const useMessagesStore = create<MessagesState>()((set) => ({
  messages: [],
  dismiss: (id) => set((state) => ({ messages: state.messages.filter((m) => m.id !== id) })),
}));

export interface ShowMessageOptions {
  duration?: number;
  closable?: boolean;
}

export function showMessage(kind: MessageKind, text: string, options: ShowMessageOptions = {}): number {
  const id = nextId++;
  const message: Message = { id, kind, text, closable: options.closable ?? true };
  useMessagesStore.setState((state) => ({
    // The same text twice at once says nothing new (a burst of failing requests): keep one.
    messages: [...state.messages.filter((m) => m.text !== text), message],
  }));
  const duration = options.duration ?? MESSAGE_DURATION_MS;
  if (duration > 0) setTimeout(() => useMessagesStore.getState().dismiss(id), duration);
  return id;
}
