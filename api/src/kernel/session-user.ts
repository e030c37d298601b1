/** Who a logged-in call comes from: the account behind its session token. */
export interface SessionUser {
  userId: string;
  accountNo: string;
  nick: string;
  email: string | null;
  phone: string | null;
}
