import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface DrawSummary {
  raceItem: string;
  state: string;
  drawnAt: number | null;
  entries: number;
  winners: number;
}

/** Each race item's draw of an edition: its state, the entries placed in it and those who won in the draw. */
export async function drawSummaries(db: Kysely<Database>, year: number): Promise<DrawSummary[]> {
  const [draws, placed] = await Promise.all([
    db
      .selectFrom('season_draws')
      .select(['race_item', 'state', 'drawn_at'])
      .where('year', '=', year)
      .execute(),
    db
      .selectFrom('season_draw_entries')
      .select([
        'race_item',
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.count<number | string>(eb.case().when('won_round', '=', 0).then(1).end()).as('won'),
      ])
      .where('year', '=', year)
      .groupBy('race_item')
      .execute(),
  ]);
  return draws.map((draw) => {
    const counted = placed.find((row) => row.race_item === draw.race_item);
    return {
      raceItem: draw.race_item,
      state: draw.state,
      drawnAt: draw.drawn_at === null ? null : Number(draw.drawn_at),
      entries: Number(counted?.n ?? 0),
      winners: Number(counted?.won ?? 0),
    };
  });
}
