import { localized, type Language } from '@marathon/shared';
import type { RaceItem } from '@marathon/shared/api';

export function raceItemLabel(item: RaceItem, language: Language): string {
  return item === 'half'
    ? localized(language, '半程马拉松', 'Half Marathon')
    : localized(language, '欢乐跑', 'Fun Run');
}
