// The couple's list, one page at a time (issue 29 item 4): the filters and the keyset page as one
// query for both engines. The tag filter reads the JSON arrays of the guest and their household,
// which each engine spells its own way (json_each on SQLite, jsonb_array_elements_text on PostgreSQL).
import { and, asc, desc, eq, gt, inArray, lt, or, sql as raw, type SQL } from 'drizzle-orm';
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import type { GuestSort } from '../../../shared/guests/sorts';
import { withHousehold, type GuestWithHousehold } from '../queries/guests';

export interface GuestPageFilter {
  sort: GuestSort;
  status?: string | null;
  /** Lower-cased, single-spaced. */
  tag?: string | null;
  /** The search: a LIKE pattern on the name key, one on the lower-cased e-mail, and the households whose names match. */
  search?: { nameKey: string; email: string; householdIds: string[] } | null;
  /** The last row seen: its sort value and id. */
  after?: { value: Date | string; id: string } | null;
  limit: number;
}

export type GuestPage = GuestWithHousehold[];

export function guestPageQuery(store: DataStore) {
  const { t, sql, engine } = portable(store);
  const { guests, households } = t;
  const columns = { guest: guests, householdName: households.name, householdTags: households.tags };

  function tagCondition(tag: string): SQL | undefined {
    if (engine === 'postgres')
      return or(
        raw`exists (select 1 from jsonb_array_elements_text(${guests.tags}) as tag(value) where lower(tag.value) = ${tag})`,
        raw`exists (select 1 from ${households} h, jsonb_array_elements_text(h.tags) as tag(value) where h.id = ${guests.householdId} and lower(tag.value) = ${tag})`,
      );
    return or(
      raw`exists (select 1 from json_each(${guests.tags}) where lower(json_each.value) = ${tag})`,
      raw`exists (select 1 from ${households} h, json_each(h.tags) where h.id = ${guests.householdId} and lower(json_each.value) = ${tag})`,
    );
  }

  return async (weddingId: string, filter: GuestPageFilter): Promise<GuestPage> => {
    const conditions: (SQL | undefined)[] = [eq(guests.weddingId, weddingId)];
    if (filter.status) conditions.push(eq(guests.status, filter.status));
    if (filter.tag) conditions.push(tagCondition(filter.tag));
    if (filter.search) {
      const { nameKey, email, householdIds } = filter.search;
      conditions.push(
        or(
          raw`${guests.nameKey} like ${nameKey} escape '\\'`,
          raw`lower(${guests.email}) like ${email} escape '\\'`,
          householdIds.length > 0 ? inArray(guests.householdId, householdIds) : undefined,
        ),
      );
    }
    const column = filter.sort === 'newest' || filter.sort === 'oldest' ? guests.createdAt : guests.nameKey;
    const descending = filter.sort === 'newest' || filter.sort === 'z-a';
    if (filter.after) {
      const past = descending ? lt : gt;
      conditions.push(or(past(column, filter.after.value), and(eq(column, filter.after.value), past(guests.id, filter.after.id))));
    }
    const direction = descending ? desc : asc;
    const rows = await sql()
      .select(columns)
      .from(guests)
      .leftJoin(households, eq(households.id, guests.householdId))
      .where(and(...conditions))
      .orderBy(direction(column), direction(guests.id))
      .limit(filter.limit);
    return rows.map(withHousehold);
  };
}
