import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '@marathon/shared/api';
import { localizeDocument } from './localize-document';

const FULL: DocumentItem = {
  id: '1',
  time: Date.parse('2025-01-14T17:00:00Z'),
  title: '竞赛规程',
  titleEn: 'Competition rules',
  summary: '2025扬州半程马拉松竞赛规程',
  summaryEn: 'Rules of the 2025 Yangzhou Half Marathon',
  recommend: false,
  content: '<p>中文正文</p>',
  contentEn: '<p>English body</p>',
};

describe('localizeDocument (English falls back to Chinese)', () => {
  it('answers Chinese in zh, even when English exists', () => {
    expect(localizeDocument(FULL, 'zh')).toEqual({
      title: '竞赛规程',
      summary: '2025扬州半程马拉松竞赛规程',
      content: '<p>中文正文</p>',
    });
  });

  it('answers English in en when every field has it', () => {
    expect(localizeDocument(FULL, 'en')).toEqual({
      title: 'Competition rules',
      summary: 'Rules of the 2025 Yangzhou Half Marathon',
      content: '<p>English body</p>',
    });
  });

  it('falls back field by field: an English title with a Chinese body', () => {
    const partial: DocumentItem = { ...FULL, summaryEn: undefined, contentEn: undefined };
    expect(localizeDocument(partial, 'en')).toEqual({
      title: 'Competition rules',
      summary: '2025扬州半程马拉松竞赛规程',
      content: '<p>中文正文</p>',
    });
  });

  it('falls back for an English body without an English title', () => {
    const partial: DocumentItem = { ...FULL, titleEn: undefined, summaryEn: undefined };
    expect(localizeDocument(partial, 'en')).toEqual({
      title: '竞赛规程',
      summary: '2025扬州半程马拉松竞赛规程',
      content: '<p>English body</p>',
    });
  });

  it('treats empty or blank English as missing', () => {
    const blank: DocumentItem = { ...FULL, titleEn: '', summaryEn: '   ', contentEn: '\n' };
    expect(localizeDocument(blank, 'en')).toEqual({
      title: '竞赛规程',
      summary: '2025扬州半程马拉松竞赛规程',
      content: '<p>中文正文</p>',
    });
  });
});
