/** What a passed slider hands to a code send (the Aliyun slider's field names). */
export interface HumanVerificationFields {
  nc_token: string;
  scene: string;
  sessionId: string;
  sig: string;
}
