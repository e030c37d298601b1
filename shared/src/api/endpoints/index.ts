import { adminEndpoints } from './admin';
import { basicCenterEndpoints } from './basic-center';
import { contentEditingEndpoints } from './content-editing';
import { dashboardEndpoints } from './dashboard';
import type { Endpoint } from './define';
import { devEndpoints } from './dev';
import { exportEndpoints } from './exports';
import { liveEndpoints } from './live';
import { messagesEndpoints } from './messages';
import { paymentsEndpoints } from './payments';
import { pickupEndpoints } from './pickup';
import { raceDataEndpoints } from './race-data';
import { seasonEndpoints } from './season';
import { signupCenterEndpoints } from './signup-center';
import { staffEndpoints } from './staff';
import { timingEndpoints } from './timing';
import { userCenterEndpoints } from './user-center';
import { websiteCenterEndpoints } from './website-center';

export * from './define';
export { MAX_RESULTS_FILE_BYTES, RESULT_COLUMNS, RESULTS_FILE_FORMATS, SPLIT_COLUMNS } from './admin';

/**
 * Every call of the API, declared once: the client calls through it (`call`), the server registers its routes
 * from it (`route`), so a path, a body kind or a schema cannot differ between the two.
 */
export const endpoints = {
  ...websiteCenterEndpoints,
  ...basicCenterEndpoints,
  ...userCenterEndpoints,
  ...raceDataEndpoints,
  ...signupCenterEndpoints,
  ...adminEndpoints,
  ...staffEndpoints,
  ...liveEndpoints,
  ...timingEndpoints,
  ...dashboardEndpoints,
  ...contentEditingEndpoints,
  ...seasonEndpoints,
  ...pickupEndpoints,
  ...messagesEndpoints,
  ...exportEndpoints,
  ...paymentsEndpoints,
  ...devEndpoints,
} as const satisfies Record<string, Endpoint>;
