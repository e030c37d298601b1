/** A histogram's cumulative bucket counts of one label value, as Prometheus text gives them: `le` → count. */
export type Buckets = Map<number, number>;

/**
 * The buckets of `name` with `<label>="<value>"` (by default `kind`) in a Prometheus text exposition, summed over
 * every text given.
 */
export function bucketsOf(texts: readonly string[], name: string, value: string, label = 'kind'): Buckets {
  const buckets: Buckets = new Map();
  const line = new RegExp(`^${name}_bucket\\{(?=[^}]*${label}="${value}")[^}]*le="([^"]+)"[^}]*\\} (\\S+)$`);
  for (const text of texts) {
    for (const row of text.split('\n')) {
      const match = line.exec(row);
      if (!match) continue;
      const le = match[1] === '+Inf' ? Infinity : Number(match[1]);
      buckets.set(le, (buckets.get(le) ?? 0) + Number(match[2]));
    }
  }
  return buckets;
}

/** A histogram's sum (seconds) and count of one label value, summed over every text given. */
export function sumAndCount(
  texts: readonly string[],
  name: string,
  value: string,
  label = 'kind',
): { sum: number; count: number } {
  const total = { sum: 0, count: 0 };
  const line = new RegExp(`^${name}_(sum|count)\\{(?=[^}]*${label}="${value}")[^}]*\\} (\\S+)$`);
  for (const text of texts) {
    for (const row of text.split('\n')) {
      const match = line.exec(row);
      if (match) total[match[1] === 'sum' ? 'sum' : 'count'] += Number(match[2]);
    }
  }
  return total;
}

/** What was counted between two readings of the same histogram. */
export function bucketsBetween(before: Buckets, after: Buckets): Buckets {
  return new Map([...after].map(([le, count]) => [le, count - (before.get(le) ?? 0)]));
}

/** The upper bound of the bucket holding percentile `p`, in ms ("≤ 500 ms"); null when nothing was counted. */
export function bucketPercentile(buckets: Buckets, p: number): { count: number; atMostMs: number } | null {
  const bounds = [...buckets].sort(([a], [b]) => a - b);
  const count = bounds.at(-1)?.[1] ?? 0;
  if (count === 0) return null;
  const wanted = (count * p) / 100;
  const found = bounds.find(([, cumulative]) => cumulative >= wanted);
  return { count, atMostMs: (found?.[0] ?? Infinity) * 1000 };
}

/** Each API process's metrics text (its own listener, METRICS_PORT). */
export async function scrapeMetrics(ports: readonly number[]): Promise<string[]> {
  return Promise.all(
    ports.map((port) =>
      fetch(`http://127.0.0.1:${port}/metrics`).then(
        (response) => response.text(),
        () => '',
      ),
    ),
  );
}
