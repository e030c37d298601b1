/** The answer envelope of every API call: code 0 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}
