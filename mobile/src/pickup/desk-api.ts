import {
  API_CODE,
  endpoints,
  PICKUP_DESK_HEADER,
  type PickupFind,
  type PickupRecordInput,
  type PickupRunner,
} from '@marathon/shared/api';
import { api, LookupError } from '../app/api';

/** The desk's two calls, by the shared endpoint table (path and answer schema), with the desk link's secret. */
const headersOf = (secret: string) => ({ [PICKUP_DESK_HEADER]: secret });

export async function findRunner(
  secret: string,
  find: PickupFind,
  signal?: AbortSignal,
): Promise<PickupRunner> {
  const data = await api<unknown>(endpoints.pickupDeskFind.path, {
    body: find,
    headers: headersOf(secret),
    ...(signal ? { signal } : {}),
  });
  return endpoints.pickupDeskFind.answer.parse(data);
}

type RecordAnswer = ReturnType<typeof endpoints.pickupDeskRecord.answer.parse>;

export async function recordPickup(secret: string, input: PickupRecordInput): Promise<RecordAnswer> {
  const data = await api<unknown>(endpoints.pickupDeskRecord.path, {
    body: input,
    headers: headersOf(secret),
  });
  return endpoints.pickupDeskRecord.answer.parse(data);
}

/** How a desk call failed: the desk link refused, the runner refused (with the API's words), or no answer. */
export type DeskFailure =
  | { kind: 'desk'; message: string }
  | { kind: 'notFound'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'network' };

export function failureOf(error: unknown): DeskFailure {
  // An envelope without a code (a proxy's error page) is no answer of the API either: sent again later.
  if (!(error instanceof LookupError) || error.code === undefined) return { kind: 'network' };
  if (error.code === API_CODE.unauthorized) return { kind: 'desk', message: error.message };
  if (error.code === API_CODE.notFound) return { kind: 'notFound', message: error.message };
  return { kind: 'refused', message: error.message };
}
