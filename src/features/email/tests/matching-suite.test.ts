/** The matching suite: the card editor points at the card design that matches the site design. */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { createCouple, setWedding } from './helpers';

describe('card editors suggest the match for the site design', () => {
  it.each([
    ['forest', '/app/announce/savethedate', 'Serene (matches your website)'],
    ['forest', '/app/announce/invitations', 'Floral (matches your website)'],
    ['night', '/app/announce/invitations', 'Noir (matches your website)'],
  ])('%s site: %s suggests %s', async (theme, path, label) => {
    const t = createTestApp();
    const couple = await createCouple(t.store, { role: 'userPaid' });
    await setWedding(t.store, couple.wedding.id, { weddingTheme: theme });
    const html = await (await client(t.app, couple.cookie).get(path)).text();
    expect(html).toContain(label);
    expect(html.match(/\(matches your website\)/g)?.length).toBeGreaterThanOrEqual(1);
  });

  it('pre-selects the matching designs for a couple who has not picked any, and keeps a design they picked', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store, { role: 'userPaid' });
    await setWedding(t.store, couple.wedding.id, { weddingTheme: 'forest' });
    const api = client(t.app, couple.cookie);
    const checked = (html: string) =>
      html
        .match(/<input\b[^>]*>/g)
        ?.find((tag) => tag.includes('name="design"') && tag.includes('checked=""'))
        ?.match(/value="([a-z]+)"/)?.[1];
    expect(checked(await (await api.get('/app/announce/savethedate')).text())).toBe('serene');
    expect(checked(await (await api.get('/app/announce/invitations')).text())).toBe('floral');
    expect((await (await api.get('/api/v1/invite/current-invite')).json()).invite.design).toBe('floral');
    // A design the couple picked stays theirs when the site design changes later.
    expect((await api.patch('/api/v1/invite', { product: 'invite', design: 'noir' })).status).toBe(200);
    await setWedding(t.store, couple.wedding.id, { weddingTheme: 'light' });
    expect((await (await api.get('/api/v1/invite/current-invite')).json()).invite.design).toBe('noir');
  });
});
