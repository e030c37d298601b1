/**
 * The send-code button's text: idle 'get code'; while counting 'N秒后重试' / 'Retrieve in N seconds'
 * (the button is disabled then); after a send, once the countdown is over, 'resend'.
 */
export function sendLabel(state: {
  left: number;
  sent: boolean;
}): { key: 'auth.countdown'; count: number } | { key: 'auth.resend' | 'auth.sendCode' } {
  if (state.left > 0) return { key: 'auth.countdown', count: state.left };
  return { key: state.sent ? 'auth.resend' : 'auth.sendCode' };
}
