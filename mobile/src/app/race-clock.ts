/** The race's clock (Yangzhou): a time reads the same on every phone, wherever it is set. */
const CLOCK = {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
const TIME = new Intl.DateTimeFormat('en-GB', CLOCK);
/** sv-SE writes dates as 2026-03-04, the form both languages of the site read. */
const DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  ...CLOCK,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** HH:MM in the race's time zone (a pickup's time). */
export const raceTime = (at: number): string => TIME.format(new Date(at));

/** YYYY-MM-DD HH:MM in the race's time zone (a deadline, as the organisers publish it). */
export const raceDateTime = (at: number): string => DATE_TIME.format(new Date(at));
