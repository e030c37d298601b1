import { describe, expect, it } from 'vitest';
import { sqliteDriver, sqliteDriverPackage } from './sqlite-driver';

describe('the SQLite driver', () => {
  it('is better-sqlite3 13 (Node-API) from Node 22 on, and 12 on Node 20', () => {
    expect(sqliteDriverPackage('20.19.0')).toBe('better-sqlite3');
    expect(sqliteDriverPackage('22.12.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverPackage('24.21.0')).toBe('better-sqlite3-napi');
  });

  it('opens, writes and reads a database on the Node running the tests', () => {
    const SQLite = sqliteDriver();
    const db = new SQLite(':memory:');
    db.exec('CREATE TABLE passing (bib TEXT PRIMARY KEY)');
    db.prepare('INSERT INTO passing (bib) VALUES (?)').run('10086');
    expect(db.prepare('SELECT bib FROM passing').all()).toEqual([{ bib: '10086' }]);
    db.close();
  });
});
