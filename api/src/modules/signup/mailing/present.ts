import type { Mailing, RegionValue } from '@marathon/shared/api';
import type { SignupMailingsTable } from '../tables';

export function toMailing(row: SignupMailingsTable): Mailing {
  return {
    id: row.id,
    registrationId: row.registration_id,
    year: row.year,
    recipient: row.recipient,
    phoneMasked: row.phone_masked,
    region: JSON.parse(row.region) as RegionValue,
    status: row.status,
    trackingNo: row.tracking_no,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
