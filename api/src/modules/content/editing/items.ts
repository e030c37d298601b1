import { isDeepStrictEqual } from 'node:util';
import type { ContentFile } from '@marathon/shared/api';

type JsonObject = Record<string, unknown>;

/** The parts of a JSON pointer (RFC 6901): `/data/a~1b` → ['data', 'a/b']. */
export function pointerParts(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function pointerOf(parts: readonly (string | number)[]): string {
  return parts.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * Whether a pointer names an item of the file: a top-level key, or for index.json one entry of `data` (whose
 * documents and lists are edited one at a time; `data` as a whole is not an item, so two items never overlap).
 */
export function isItemPointer(file: ContentFile, pointer: string): boolean {
  if (!/^\/[^/]+(\/[^/]+)?$/.test(pointer)) return false;
  const parts = pointerParts(pointer);
  if (parts.some((part) => part === '')) return false;
  if (file === 'index' && parts[0] === 'data') return parts.length === 2;
  return parts.length === 1;
}

function asObject(value: unknown): JsonObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
}

/** Every item of a file, in the file's order. */
export function itemsOf(file: ContentFile, json: unknown): string[] {
  const root = asObject(json);
  return Object.keys(root).flatMap((key) =>
    file === 'index' && key === 'data'
      ? Object.keys(asObject(root.data)).map((id) => pointerOf(['data', id]))
      : [pointerOf([key])],
  );
}

/** The item's value, or undefined when the file does not have it. */
export function itemValue(json: unknown, pointer: string): unknown {
  let at: unknown = json;
  for (const part of pointerParts(pointer)) {
    const object = asObject(at);
    if (!Object.hasOwn(object, part)) return undefined;
    at = object[part];
  }
  return at;
}

/** A copy of an object with `key` set to `value`, or without it (undefined), keeping the other keys' order. */
function withKey(object: JsonObject, key: string, value: unknown): JsonObject {
  const entries = Object.entries(object).filter(([name]) => name !== key || value !== undefined);
  if (value === undefined) return Object.fromEntries(entries);
  return Object.hasOwn(object, key)
    ? Object.fromEntries(entries.map(([name, old]) => [name, name === key ? value : old]))
    : { ...object, [key]: value };
}

/** A copy of the file with the item set to `value` (undefined: removed). */
export function withItem(json: unknown, pointer: string, value: unknown): JsonObject {
  const root = asObject(json);
  const [first = '', second] = pointerParts(pointer);
  if (second === undefined) return withKey(root, first, value);
  return withKey(root, first, withKey(asObject(root[first]), second, value));
}

export function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}

export interface ItemDiff {
  pointer: string;
  change: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

/** The items that differ between two versions of a file, in the newer one's order, then the removed ones. */
export function diffItems(file: ContentFile, before: unknown, after: unknown): ItemDiff[] {
  const pointers = [...new Set([...itemsOf(file, after), ...itemsOf(file, before)])];
  return pointers.flatMap((pointer): ItemDiff[] => {
    const was = itemValue(before, pointer);
    const is = itemValue(after, pointer);
    if (sameValue(was, is)) return [];
    if (was === undefined) return [{ pointer, change: 'added', after: is }];
    if (is === undefined) return [{ pointer, change: 'removed', before: was }];
    return [{ pointer, change: 'changed', before: was, after: is }];
  });
}

/**
 * A validator's JSON path (`$.data["news"][0].title`, see ../json-path.ts) as its parts; null when it is not one
 * (a message about the file as a whole).
 */
export function jsonPathParts(path: string): (string | number)[] | null {
  if (!path.startsWith('$')) return null;
  const parts: (string | number)[] = [];
  let rest = path.slice(1);
  while (rest.length > 0) {
    const name = /^\.([A-Za-z_$][\w$]*)/.exec(rest);
    const index = /^\[(\d+)\]/.exec(rest);
    const quoted = /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest);
    if (name?.[1] !== undefined) parts.push(name[1]);
    else if (index?.[1] !== undefined) parts.push(Number(index[1]));
    else if (quoted?.[1] !== undefined) parts.push(JSON.parse(quoted[1]) as string);
    else return null;
    rest = rest.slice((name ?? index ?? quoted)?.[0].length ?? rest.length);
  }
  return parts;
}

/** The item a place in the file belongs to ('' for the file as a whole). */
export function itemOfParts(file: ContentFile, parts: readonly (string | number)[]): string {
  if (parts.length === 0) return '';
  if (file === 'index' && parts[0] === 'data') return parts.length >= 2 ? pointerOf(parts.slice(0, 2)) : '';
  return pointerOf(parts.slice(0, 1));
}
