import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** The timing companies a passings file may be taken as (the API's configured ones, and `file`). */
export const usePassingsProviders = () =>
  useStaffLoad('providers', async (signal) => {
    const { providers } = await staffCall(endpoints.adminPassingsProviders, { signal, silent: true });
    return providers;
  });
