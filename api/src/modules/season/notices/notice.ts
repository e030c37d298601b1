/** What a runner is told, and the facts each notice carries. */
export type SeasonNotice =
  | { kind: 'won'; year: number; regNo: number; raceItem: string; amountFen: number; payBy: number }
  | { kind: 'waitlist'; year: number; regNo: number; raceItem: string; position: number }
  | { kind: 'paid'; year: number; regNo: number; raceItem: string; amountFen: number }
  | { kind: 'expired'; year: number; regNo: number; raceItem: string }
  | { kind: 'refunded'; year: number; regNo: number; raceItem: string; amountFen: number };

export type SeasonNoticeKind = SeasonNotice['kind'];
