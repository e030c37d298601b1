import { describe, expect, it } from 'vitest';
import { declaredPreloads } from './remote-preloads';

const ENTRY = 'https://cdn.example.org/content/remoteEntry.js?retry=1';

describe('the files a remote declares for a module', () => {
  it('resolves them beside remoteEntry.js', () => {
    const entry = { marathonPreloads: { './HomePage': ['__federation_expose_HomePage-a.js', 'links-b.js'] } };
    expect(declaredPreloads(entry, ENTRY, './HomePage')).toEqual([
      'https://cdn.example.org/content/__federation_expose_HomePage-a.js',
      'https://cdn.example.org/content/links-b.js',
    ]);
  });

  it('declares nothing for an entry built without the list, an unknown module or a malformed list', () => {
    expect(declaredPreloads({}, ENTRY, './HomePage')).toEqual([]);
    expect(declaredPreloads(null, ENTRY, './HomePage')).toEqual([]);
    expect(declaredPreloads({ marathonPreloads: {} }, ENTRY, './HomePage')).toEqual([]);
    expect(declaredPreloads({ marathonPreloads: { './HomePage': 'a.js' } }, ENTRY, './HomePage')).toEqual([]);
  });

  it('keeps only files on the entry’s own origin', () => {
    const entry = { marathonPreloads: { './HomePage': ['https://elsewhere.example.com/x.js', 3, 'ok.js'] } };
    expect(declaredPreloads(entry, ENTRY, './HomePage')).toEqual(['https://cdn.example.org/content/ok.js']);
  });
});
