/**
 * How the shell's server calls the API as itself rather than as one more visitor from 127.0.0.1: it sends the
 * configured INTERNAL_API_KEY in INTERNAL_KEY_HEADER, and those calls spend a budget of their own. A call it makes
 * for one visitor (a share page's result lookup) also names that visitor's address in CLIENT_ADDRESS_HEADER, so
 * the call spends the visitor's per-address limits; the API believes that header only beside the right key.
 */
export const INTERNAL_KEY_HEADER = 'x-internal-key';
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
/** The shortest key the API accepts: long enough that guessing it is hopeless. */
export const MIN_INTERNAL_KEY_LENGTH = 32;

/** The headers of one call from the shell's server: as itself, or (with an address) for that visitor. */
export function internalCallHeaders(key: string, visitorAddress?: string): Record<string, string> {
  return visitorAddress
    ? { [INTERNAL_KEY_HEADER]: key, [CLIENT_ADDRESS_HEADER]: visitorAddress }
    : { [INTERNAL_KEY_HEADER]: key };
}
