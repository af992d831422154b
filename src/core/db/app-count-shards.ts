// The admin's totals (app_counts) are kept in shards on PostgreSQL ('guests:Accepted#17': one per
// connection, PostgreSQL migration 0003, so concurrent writers never share a hot row) and under the
// plain key on SQLite (one writer at a time). A reader sums a key's rows with this.
export function sumShards(rows: readonly { key: string; n: number | string }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const hash = row.key.lastIndexOf('#');
    const key = hash === -1 ? row.key : row.key.slice(0, hash);
    totals.set(key, (totals.get(key) ?? 0) + Number(row.n));
  }
  return totals;
}
