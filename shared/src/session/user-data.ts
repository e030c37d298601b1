/** The user data stored after login. Servers may omit fields; every one is optional but token. */
export interface AccountInfo {
  accountIcon?: string;
  accountId?: string | number;
  accountNick?: string;
  accountNo?: string;
  accountPhone?: string;
  accountStatus?: number;
  accountType?: number;
  extendInfo?: unknown;
  grantSource?: string;
  imUserName?: string;
  imUserPassword?: string;
  introduction?: string;
  loginType?: number;
  organizationId?: string | number;
  osCode?: string;
  osId?: number;
  osName?: string;
  signAuthed?: boolean;
  thirdInfo?: unknown[];
  userId?: string | number;
}

export interface UserInfo {
  authed?: boolean;
  birthday?: string;
  cardNumber?: string;
  cardOriginalImg?: string;
  cardType?: number;
  educationLevel?: string;
  extendInfo?: unknown;
  graduateInstitution?: string;
  major?: string;
  realNameAuthedAuditStatus?: number;
  residentialAddress?: string;
  residentialCityCode?: string;
  residentialDistrictCode?: string;
  residentialProvinceCode?: string;
  userAge?: number;
  userEmail?: string;
  userGender?: number;
  userHeight?: number;
  userIcon?: string;
  userId?: string | number;
  userName?: string;
  userPhone?: string;
  userWeight?: number;
}

export interface UserData {
  accountInfo?: AccountInfo;
  accountNonExpired?: boolean;
  accountNonLocked?: boolean;
  credentialsNonExpired?: boolean;
  enabled?: boolean;
  authorities?: unknown[];
  loginIdentityType?: number;
  osId?: number;
  token?: string;
  username?: string;
  userInfo?: UserInfo;
}
