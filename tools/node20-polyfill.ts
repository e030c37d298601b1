// Vitest 5's reporter (main process) calls Map.groupBy / Object.groupBy (Node 21+) when a test fails; Node 20 lacks them, and the
// crash would hide the failure itself. Supply them until the project moves to Node 22.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

if (typeof (Map as unknown as { groupBy?: GroupBy }).groupBy !== 'function') {
  (Map as unknown as { groupBy: GroupBy }).groupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k) ?? [];
      group.push(item);
      groups.set(k, group);
    }
    return groups;
  };
}
if (typeof (Object as unknown as { groupBy?: unknown }).groupBy !== 'function') {
  (
    Object as unknown as {
      groupBy: (items: Iterable<unknown>, key: (item: unknown, i: number) => PropertyKey) => object;
    }
  ).groupBy = (items, key) =>
    Object.fromEntries((Map as unknown as { groupBy: GroupBy }).groupBy(items, key));
}
