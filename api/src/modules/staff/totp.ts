import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer an authenticator app shows beside the member's address. */
const ISSUER = 'Yangzhou Half Marathon staff';
/** One step (30 s) either side of now: a phone's clock a little off still signs in. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (email: string, secret: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step a code belongs to, or null when it is not a current code of the secret. Steps up to `afterStep`
 * are refused here already (the caller still claims the step atomically, see claimTotpStep).
 */
export async function totpStepOf(
  secret: string,
  code: string,
  now: number,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional verify answers HOTP results too, which have no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
