import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/instance';
import { checkFile, extensionOf, parseSizeLimit, UPLOAD_EXTENSIONS } from './file-limits';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

describe('UPLOAD_EXTENSIONS', () => {
  it('are exactly the twelve accepted types', () => {
    expect([...UPLOAD_EXTENSIONS].sort()).toEqual(
      ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'xls', 'xlsx', 'doc', 'docx', 'zip', 'pdf'].sort(),
    );
  });
});

describe('parseSizeLimit', () => {
  it.each([
    ['100B', 100],
    ['500KB', 500 * KB],
    ['2MB', 2 * MB],
    ['1.5GB', Math.floor(1.5 * GB)],
    ['0.5MB', 0.5 * MB],
    ['2mb', 2 * MB],
    [' 2 MB ', 2 * MB],
  ])('%j is %d bytes', (limit, bytes) => {
    expect(parseSizeLimit(limit)).toBe(bytes);
  });

  it.each(['', 'MB', '2', '2TB', '-1MB', '1,5MB', '.5MB', 'two MB', '2 M B', '2MB2'])(
    'answers null for %j',
    (limit) => {
      expect(parseSizeLimit(limit)).toBeNull();
    },
  );
});

describe('extensionOf', () => {
  it.each([
    ['photo.JPG', 'jpg'],
    ['report.final.pdf', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
  ])('%s → %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('checkFile', () => {
  it.each([
    'a.jpg',
    'a.jpeg',
    'a.PNG',
    'a.gif',
    'a.bmp',
    'a.webp',
    'a.xls',
    'a.xlsx',
    'a.doc',
    'a.docx',
    'a.zip',
    'a.pdf',
  ])('accepts %s by default', (name) => {
    expect(checkFile({ name, size: 1 }, {})).toBeNull();
  });

  it.each(['virus.exe', 'page.html', 'notes.txt', 'no-extension', 'photo.jpg.exe'])(
    'rejects %s as a wrong format',
    (name) => {
      expect(checkFile({ name, size: 1 }, {})).toEqual({ key: 'validation.fileFormat' });
    },
  );

  it('honours a narrower accept list', () => {
    expect(checkFile({ name: 'a.pdf', size: 1 }, { accept: ['jpg', 'png'] })).toEqual({
      key: 'validation.fileFormat',
    });
    expect(checkFile({ name: 'a.png', size: 1 }, { accept: ['jpg', 'png'] })).toBeNull();
  });

  it('checks the format before the size', () => {
    expect(checkFile({ name: 'big.exe', size: 10 * GB }, { maxSize: '1KB' })).toEqual({
      key: 'validation.fileFormat',
    });
  });

  it.each([
    ['500KB', 500 * KB],
    ['2MB', 2 * MB],
    ['1.5GB', Math.floor(1.5 * GB)],
  ])('a %s limit passes a file of exactly that size and fails one byte more', (maxSize, bytes) => {
    expect(checkFile({ name: 'a.png', size: bytes }, { maxSize })).toBeNull();
    expect(checkFile({ name: 'a.png', size: bytes + 1 }, { maxSize })).toEqual({
      key: 'validation.fileTooLarge',
      values: { size: maxSize },
    });
  });

  it('a count limit fails once the existing files reach it', () => {
    expect(checkFile({ name: 'a.png', size: 1 }, { limit: 3, existing: 2 })).toBeNull();
    expect(checkFile({ name: 'a.png', size: 1 }, { limit: 3, existing: 3 })).toEqual({
      key: 'validation.fileCount',
      values: { count: 3 },
    });
  });

  it('a count limit of 0 (or none) is unlimited', () => {
    expect(checkFile({ name: 'a.png', size: 1 }, { limit: 0, existing: 1000 })).toBeNull();
    expect(checkFile({ name: 'a.png', size: 1 }, { existing: 1000 })).toBeNull();
  });

  it('its messages render the limit in both languages', () => {
    const tooLarge = checkFile({ name: 'a.png', size: 3 * MB }, { maxSize: '2MB' });
    const tooMany = checkFile({ name: 'a.png', size: 1 }, { limit: 5, existing: 5 });
    expect(tooLarge?.key).toBe('validation.fileTooLarge');
    expect(tooMany?.key).toBe('validation.fileCount');
    if (tooLarge?.key !== 'validation.fileTooLarge' || tooMany?.key !== 'validation.fileCount') return;
    expect(i18n.getFixedT('en')(tooLarge.key, tooLarge.values)).toMatch(
      /^please upload files smaller than 2MB$/i,
    );
    expect(i18n.getFixedT('en')(tooMany.key, tooMany.values)).toMatch(/^file exceeds 5 limit$/i);
    expect(i18n.getFixedT('zh')(tooLarge.key, tooLarge.values)).toBe('请上传小于2MB的文件');
    expect(i18n.getFixedT('zh')(tooMany.key, tooMany.values)).toBe('文件超出5个限制');
    expect(i18n.getFixedT('en')('validation.fileFormat')).toMatch(/^file format incorrect$/i);
  });
});
