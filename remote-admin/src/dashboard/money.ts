import type { Language } from '@marathon/shared';

/** An amount in integer fen as yuan: ¥36,050.00 / CN¥36,050.00. */
export function formatFen(fen: number, language: Language): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    style: 'currency',
    currency: 'CNY',
  }).format(fen / 100);
}
