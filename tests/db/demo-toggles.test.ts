// Issue 12 item 17: from the first start, the demo wedding's section switches (the builder's
// Enabled toggles) say what its pageOrder renders.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readWedding } from '../../src/features/weddings/domain/wedding';
import { users, weddings } from '../../src/core/db/schema';
import { seed } from '../../src/seed/seed';
import { SECTIONS } from '../../src/shared/wedding/sections';
import { createTestDb } from '../helpers/db';

describe('seeded demo wedding', () => {
  it('has every section toggle equal to its render flag in pageOrder', async () => {
    const db = createTestDb();
    await seed(db);
    const row = db
      .select({ wedding: weddings })
      .from(weddings)
      .innerJoin(users, eq(users.id, weddings.ownerId))
      .where(eq(users.email, 'demo@vowly.local'))
      .get()!.wedding;
    const { content } = readWedding(row);
    const rendered = new Map(content.pageOrder.map((entry) => [entry.title, entry.render]));
    const toggles = Object.fromEntries(SECTIONS.map((s) => [s.key, content[s.toggleField]]));
    const expected = Object.fromEntries(SECTIONS.map((s) => [s.key, rendered.get(s.key) ?? false]));
    expect(toggles).toEqual(expected);
    expect(toggles.customSeven).toBe(true);
  });
});
