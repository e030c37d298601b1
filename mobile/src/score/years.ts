import { api } from '../app/api';

export interface RaceYear {
  year: number;
  registrations: number;
  finishers: number;
}

let years: Promise<RaceYear[]> | null = null;

/** The race years with data, newest first, asked once per visit. */
export function loadYears(): Promise<RaceYear[]> {
  years ??= api<RaceYear[]>('/race-data/api/years').catch((error: unknown) => {
    years = null;
    throw error;
  });
  return years;
}
