import type { RaceItemTime } from '@marathon/shared/api';
import type { Insertable } from 'kysely';
import type { RacesTable } from '../../sites';
import type { CreateSiteInput } from './site-input';

const beijing = (isoLocal: string): number => Date.parse(`${isoLocal}+08:00`);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The sign-up window when none is given: it opens 90 days and closes 60 days before race day, at 10:00. */
const SIGNUP_OPENS_DAYS = 90;
const SIGNUP_CLOSES_DAYS = 60;

const dayBefore = (raceDay: string, days: number): string =>
  new Date(beijing(`${raceDay}T00:00:00`) - days * DAY_MS + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The sign-up dates a new race gets: the given ones, else the defaults before race day. */
export function signupWindow(input: CreateSiteInput): { start: string; end: string } {
  return {
    start: input.signupStart ?? dayBefore(input.raceDay, SIGNUP_OPENS_DAYS),
    end: input.signupEnd ?? dayBefore(input.raceDay, SIGNUP_CLOSES_DAYS),
  };
}

/** A new race with the seeded race's two items (half marathon and fun run, ten minutes apart). */
export function newRaceRow(input: CreateSiteInput, now: number): Insertable<RacesTable> {
  const start = beijing(`${input.raceDay}T${input.startTime}:00`);
  const items: RaceItemTime[] = [
    {
      itemName: '半程马拉松',
      itemNameEn: 'Half Marathon',
      distanceKm: 21.0975,
      startTime: start,
      cutOffMinutes: 180,
    },
    { itemName: '欢乐跑', itemNameEn: 'Fun Run', startTime: start + 10 * 60 * 1000 },
  ];
  const window = signupWindow(input);
  const opens = beijing(`${window.start}T10:00:00`);
  const closes = beijing(`${window.end}T10:00:00`);
  return {
    race_id: input.raceId,
    race_name: input.name,
    race_name_en: input.nameEn,
    start_time: start,
    end_time: start + 3 * 60 * 60 * 1000,
    sign_up_start_time: opens,
    sign_up_end_time: closes,
    show_sign_up_start_time: opens,
    show_sign_up_end_time: closes,
    province_id: null,
    city_id: null,
    district_id: null,
    detail_address: null,
    img_detail: null,
    item_time_setting: JSON.stringify(items),
    race_category_id: '1',
    race_features: null,
    race_item_type_name: '半程马拉松,欢乐跑',
    race_status: 1,
    progress_status: 1,
    audit_status: 1,
    submit_status: 1,
    sign_up_open_status: 0,
    sign_up_max_number: null,
    sign_up_url: null,
    contact_name: null,
    contact_phone: null,
    organization_id: null,
    create_user: 'site-cli',
    update_user: 'site-cli',
    created_at: now,
    updated_at: now,
  };
}
