import type { Selectable } from 'kysely';
import { z } from 'zod';
import { raceItemTimeSchema, type RaceInfo } from '@marathon/shared/api';
import type { RacesTable } from './tables';

const itemTimesSchema = z.array(raceItemTimeSchema);

/** A races row in the race-information shape the site reads. A malformed item_time_setting is a data fault and throws (a 500). */
export function toRaceInfo(row: Selectable<RacesTable>): RaceInfo {
  const items = itemTimesSchema.safeParse(JSON.parse(row.item_time_setting));
  if (!items.success)
    throw new Error(`races.item_time_setting of ${row.race_id} is not a list of race items`);
  return {
    raceId: row.race_id,
    raceName: row.race_name,
    raceNameEn: row.race_name_en,
    startTime: row.start_time,
    endTime: row.end_time,
    signUpStartTime: row.sign_up_start_time,
    signUpEndTime: row.sign_up_end_time,
    showSignUpStartTime: row.show_sign_up_start_time,
    showSignUpEndTime: row.show_sign_up_end_time,
    provinceId: row.province_id,
    cityId: row.city_id,
    districtId: row.district_id,
    detailAddress: row.detail_address,
    imgDetail: row.img_detail,
    itemTimeSetting: items.data,
    raceCategoryId: row.race_category_id,
    raceFeatures: row.race_features,
    raceItemTypeName: row.race_item_type_name,
    raceStatus: row.race_status,
    progressStatus: row.progress_status,
    auditStatus: row.audit_status,
    submitStatus: row.submit_status,
    signUpOpenStatus: row.sign_up_open_status,
    signUpMaxNumber: row.sign_up_max_number,
    signUpUrl: row.sign_up_url,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    organizationId: row.organization_id,
    createUser: row.create_user,
    updateUser: row.update_user,
  };
}
