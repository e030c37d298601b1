import { CORRECTION_STATUS } from '@marathon/shared/api';

/** A request still open: the result shows 'under review' until an import settles it or it is rejected. */
export const OPEN_CORRECTION_STATUSES = [CORRECTION_STATUS.submitted, CORRECTION_STATUS.accepted];
