import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind';

describe('previewKind (office-file preview: docx, xls, xlsx, pdf)', () => {
  it.each([
    ['photo.JPG', 'image'],
    ['scan.webp', 'image'],
    ['rules.pdf', 'pdf'],
    ['form.docx', 'docx'],
    ['list.xlsx', 'sheet'],
    ['old.xls', 'sheet'],
    ['old.doc', 'none'],
    ['bundle.zip', 'none'],
    ['README', 'none'],
  ])('%s → %s', (name, kind) => {
    expect(previewKind(name)).toBe(kind);
  });
});
