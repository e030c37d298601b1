import { sharedMessages } from './messages';

/** Test-only helpers: read the shared message trees by dotted i18n key. */
export type MessageLanguage = keyof typeof sharedMessages;

export function messageAt(language: MessageLanguage, key: string): string | undefined {
  let node: unknown = sharedMessages[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}
