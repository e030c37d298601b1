const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the race's clock shows it: Beijing time, 08:42:10. */
export function raceClock(moment: number): string {
  return clock.format(new Date(moment));
}
