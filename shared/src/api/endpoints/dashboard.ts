import { dashboardAnswerSchema, dashboardQuerySchema } from '../dashboard';
import { endpoint } from './define';

/** The organisers' dashboard of an edition (dashboard.read: every role but the volunteer). */
export const dashboardEndpoints = {
  staffDashboard: endpoint({
    method: 'GET',
    path: '/staff/api/dashboard',
    bodyKind: 'none',
    query: dashboardQuerySchema,
    answer: dashboardAnswerSchema,
    auth: 'staff',
    permission: 'dashboard.read',
  }),
} as const;
