/** The race's clock (Yangzhou): a pickup's time reads the same on every volunteer's phone. */
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:MM of a pickup, in the race's time zone. */
export const pickupTime = (at: number): string => TIME.format(new Date(at));
