import type { RaceItemTime } from '@marathon/shared/api';
import type { Insertable } from 'kysely';
import type { RacesTable } from './tables';

/** Beijing time, so the dates read as the organiser publishes them. */
const beijing = (isoLocal: string): number => Date.parse(`${isoLocal}+08:00`);

export const SEED_RACE_ID = 'yzhm2025';
/** The development domain; 127.0.0.1 and every other domain stay unbound on purpose (the "race not bound" app). */
export const SEED_DOMAIN = 'localhost';

const raceDay = '2025-04-20';

const items: RaceItemTime[] = [
  {
    itemName: '半程马拉松',
    itemNameEn: 'Half Marathon',
    distanceKm: 21.0975,
    startTime: beijing(`${raceDay}T07:30:00`),
    cutOffMinutes: 180,
  },
  { itemName: '欢乐跑', itemNameEn: 'Fun Run', startTime: beijing(`${raceDay}T07:40:00`) },
];

/** The Yangzhou half marathon 2025: sign-up for six days in January, race day in April. */
export function seedRace(now: number): Insertable<RacesTable> {
  return {
    race_id: SEED_RACE_ID,
    race_name: '2025扬州鉴真国际半程马拉松',
    race_name_en: '2025 Yangzhou Jianzhen International Half Marathon',
    start_time: beijing(`${raceDay}T07:30:00`),
    end_time: beijing(`${raceDay}T10:30:00`),
    sign_up_start_time: beijing('2025-01-18T10:00:00'),
    sign_up_end_time: beijing('2025-01-24T10:00:00'),
    show_sign_up_start_time: beijing('2025-01-18T10:00:00'),
    show_sign_up_end_time: beijing('2025-01-24T10:00:00'),
    province_id: '320000',
    city_id: '321000',
    district_id: '321003',
    detail_address: '江苏省扬州市邗江区文昌西路 扬州市民中心广场',
    img_detail: 'images/race/detail.svg',
    item_time_setting: JSON.stringify(items),
    race_category_id: '1',
    race_features: '运河三湾 · 瘦西湖 · 鉴真文化',
    race_item_type_name: '半程马拉松,欢乐跑',
    race_status: 1,
    progress_status: 1,
    audit_status: 1,
    submit_status: 1,
    sign_up_open_status: 0,
    sign_up_max_number: null,
    sign_up_url: null,
    contact_name: '扬州鉴真国际半程马拉松组委会',
    contact_phone: null,
    organization_id: null,
    create_user: 'seed',
    update_user: 'seed',
    created_at: now,
    updated_at: now,
  };
}
