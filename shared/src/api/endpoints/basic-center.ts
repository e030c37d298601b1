import { commonInfoSchema, countryListSchema } from '../basic-center';
import { healthSchema } from '../health';
import { regionTreeSchema } from '../regions';
import { endpoint } from './define';

/** basic-center: the token validity check, the country list and the region tree; and the API's health. */
export const basicCenterEndpoints = {
  /** Who the live session is; 401 when the session is not live. */
  commonInfo: endpoint({
    method: 'GET',
    path: '/basic-center/api/common/getCommonInfo',
    bodyKind: 'none',
    answer: commonInfoSchema,
    auth: 'token',
  }),
  countryAll: endpoint({
    method: 'GET',
    path: '/basic-center/api/country/all',
    bodyKind: 'none',
    answer: countryListSchema,
    auth: 'public',
  }),
  /** The province-city-area tree the region fields pick from. */
  regions: endpoint({
    method: 'GET',
    path: '/basic-center/api/regions',
    bodyKind: 'none',
    answer: regionTreeSchema,
    auth: 'public',
  }),
  /** `ready` (200) once every route answers; `starting` (503, same data in a failure envelope) before. */
  health: endpoint({
    method: 'GET',
    path: '/health',
    bodyKind: 'none',
    answer: healthSchema,
    auth: 'public',
  }),
} as const;
