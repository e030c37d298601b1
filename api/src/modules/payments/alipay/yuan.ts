/**
 * Alipay speaks amounts as yuan in text ("12.34"); we keep integer fen. Converted on the digits, never through a
 * floating-point number, so no amount is ever off by a fen.
 */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  const text = String(fen).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Yuan text as Alipay writes it ("12", "12.3", "12.34") in fen; null for anything else. */
export function yuanToFen(yuan: string): number | null {
  const match = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
