/** h:mm:ss from milliseconds, as results are written everywhere (the site, the certificate, share tags). */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** 5'32" from seconds per kilometre, as runners write a pace. */
export function formatPace(secondsPerKm: number): string {
  const m = Math.floor(secondsPerKm / 60);
  const s = Math.round(secondsPerKm % 60);
  return `${m}'${String(s).padStart(2, '0')}"`;
}

/** A rank or a count grouped by thousands (3,398), the same in both languages. */
/** Made once: `toLocaleString` builds a formatter on every call, which a certificate drawn per runner felt. */
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

export function formatCount(n: number): string {
  return COUNT_FORMAT.format(n);
}

/** Kilometres of each race item; the half is 21.0975 km. Here, not only in the API's contract, for first screens. */
export const RACE_ITEM_DISTANCE_KM: Record<'half' | 'fun', number> = { half: 21.0975, fun: 5 };
