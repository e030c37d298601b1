/** A rejected call: a business code other than 0, or a transport failure (code -1, no body). */
export class ApiError extends Error {
  readonly code: number;
  readonly body: unknown;

  constructor(message: string, code: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.body = body;
  }
}

export const TRANSPORT_ERROR_CODE = -1;
export const UNAUTHORIZED_CODE = 401;
