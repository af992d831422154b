/** The matching suite: the card editor points at the card design that matches the site design. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddings } from '../../src/db/schema';
import { createTestApp } from '../helpers/app';
import { client } from '../helpers/http';
import { createCouple } from './helpers';

describe('card editors suggest the match for the site design', () => {
  it.each([
    ['forest', '/app/announce/savethedate', 'Serene (matches your website)'],
    ['forest', '/app/announce/invitations', 'Floral (matches your website)'],
    ['night', '/app/announce/invitations', 'Noir (matches your website)'],
  ])('%s site: %s suggests %s', async (theme, path, label) => {
    const t = createTestApp();
    const couple = await createCouple(t.db, { role: 'userPaid' });
    t.db.update(weddings).set({ weddingTheme: theme }).where(eq(weddings.id, couple.wedding.id)).run();
    const html = await (await client(t.app, couple.cookie).get(path)).text();
    expect(html).toContain(label);
    expect(html.match(/\(matches your website\)/g)?.length).toBeGreaterThanOrEqual(1);
  });
});
