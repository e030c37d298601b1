/** What a passed slider hands to a code send (spec 001 §7: the Aliyun slider's field names). */
export interface HumanVerificationFields {
  nc_token: string;
  scene: string;
  sessionId: string;
  sig: string;
}
