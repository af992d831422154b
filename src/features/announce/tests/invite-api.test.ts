import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { createCouple } from '../../email/tests/helpers';

const { invites } = engineTables();

async function setUp(role: 'userPaid' | 'userFree' = 'userPaid') {
  const t = createTestApp();
  const couple = await createCouple(t.store, { role });
  return { ...t, sql: portable(t.store).sql, couple, api: client(t.app, couple.cookie) };
}

describe('GET /invite/current-{product}', () => {
  it('answers each card with defaults taken from the wedding', async () => {
    const t = await setUp();
    const res = await t.api.get('/api/v1/invite/current-savethedate');
    expect(res.status).toBe(200);
    const { invite, weddingUrl } = await res.json();
    expect(weddingUrl).toBe(t.couple.weddingUrl);
    expect(invite).toMatchObject({
      product: 'savethedate',
      // The design that matches the site design ('light', classic family): the matching suite.
      design: 'evermore',
      image: '',
      custom: {},
      fields: {
        names: 'Amelia & Jonah',
        heading: 'Save the Date',
        subject: 'Save the date: Amelia & Jonah',
        // 23:00 UTC on June 14th is 4 PM in Los Angeles: the card reads the wedding's own zone.
        dateLine: 'Sunday, June 14th, 2026',
        locationLine: 'Rosewood Manor, Napa',
      },
    });
    expect(invite.designs.map((d: { key: string }) => d.key)).toEqual([
      'bliss',
      'evermore',
      'whimsy',
      'luxe',
      'nova',
      'serene',
      'gleam',
      'amour',
      'velvet',
      'aura',
    ]);
    expect(invite.publicUrl).toBe(`http://localhost/savethedate/${invite._id}`);

    const invitation = (await (await t.api.get('/api/v1/invite/current-invite')).json()).invite;
    expect(invitation).toMatchObject({ product: 'invite', design: 'classic', fields: { dateLine: 'Sunday, June 14th, 2026 at 4:00 PM', buttonText: 'RSVP' } });
    expect(invitation.publicUrl).toBe(`http://localhost/invite/${invitation._id}`);
    const reminder = (await (await t.api.get('/api/v1/invite/current-reminder')).json()).invite;
    expect(reminder).toMatchObject({ product: 'reminder', design: 'classic' });
    // One invite row per wedding, whatever is read.
    expect(await t.sql().select().from(invites).where(eq(invites.weddingId, t.couple.wedding.id))).toHaveLength(1);
  });

  it('unknown products are 404, no session is 401', async () => {
    const t = await setUp();
    expect((await t.api.get('/api/v1/invite/current-party')).status).toBe(404);
    expect((await t.api.get('/api/v1/invite/whatever')).status).toBe(404);
    expect((await t.app.request('/api/v1/invite/current-invite')).status).toBe(401);
  });
});

describe('PATCH /invite', () => {
  it('saves the texts and design of one card (JSON), leaves the others alone, and answers Invite updated', async () => {
    const t = await setUp();
    const res = await t.api.patch('/api/v1/invite', {
      product: 'invite',
      design: 'noir',
      heading: 'Join us',
      message: 'Dinner\nand dancing',
      buttonText: 'Reply here',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.msg).toBe('Invite updated');
    expect(body.invite).toMatchObject({
      design: 'noir',
      custom: { heading: 'Join us', message: 'Dinner\nand dancing', buttonText: 'Reply here' },
      fields: { heading: 'Join us', names: 'Amelia & Jonah' },
    });
    const std = (await (await t.api.get('/api/v1/invite/current-savethedate')).json()).invite;
    expect(std).toMatchObject({ design: 'evermore', custom: {} });
    // The reminder keeps its own design, falling back to the invitation's.
    expect((await (await t.api.get('/api/v1/invite/current-reminder')).json()).invite.design).toBe('noir');
    await t.api.patch('/api/v1/invite', { product: 'reminder', design: 'coastal' });
    expect((await (await t.api.get('/api/v1/invite/current-reminder')).json()).invite.design).toBe('coastal');
    expect((await (await t.api.get('/api/v1/invite/current-invite')).json()).invite.design).toBe('noir');
  });

  it('takes form entries and a `fields` object; an empty text goes back to the default', async () => {
    const t = await setUp();
    const form = new URLSearchParams({ mode: 'savethedate', design: 'gleam', fields: JSON.stringify({ note: 'See you there', names: 'Amy  &\nJo' }) });
    const res = await t.api.patch('/api/v1/invite', form);
    expect(res.status).toBe(200);
    expect((await res.json()).invite).toMatchObject({ design: 'gleam', custom: { note: 'See you there', names: 'Amy & Jo' } });
    const cleared = await (await t.api.patch('/api/v1/invite', { product: 'savethedate', note: '', names: null })).json();
    expect(cleared.invite.custom).toEqual({});
    expect(cleared.invite.fields.note).toBe('Formal invitation to follow');
  });

  it('refuses designs of the other catalogue, over-long texts and empty updates, storing nothing', async () => {
    const t = await setUp();
    const bad = [
      [{ product: 'savethedate', design: 'classic' }, 'Choose one of the save-the-date designs'],
      [{ product: 'invite', design: 'bliss' }, 'Choose one of the invitation designs'],
      [{ product: 'invite', message: 'x'.repeat(1501) }, 'Message must be at most 1500 characters'],
      [{ product: 'invite', subject: 'y'.repeat(151) }, 'Email subject must be at most 150 characters'],
      [{ product: 'party', heading: 'Hi' }, 'Choose invite, savethedate or reminder'],
      [{ product: 'invite' }, 'Nothing to update'],
    ] as const;
    for (const [body, msg] of bad) {
      const res = await t.api.patch('/api/v1/invite', body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).msg).toBe(msg);
    }
    // An input problem names its field (the action's `errors`), as the editor's form shows it.
    const long = await t.api.patch('/api/v1/invite', { product: 'invite', message: 'x'.repeat(1501) });
    expect((await long.json()).errors).toEqual({ message: 'Message must be at most 1500 characters' });
    const row = first(await t.sql().select().from(invites).where(eq(invites.weddingId, t.couple.wedding.id)));
    expect(row?.fields ?? {}).toEqual({});
  });

  it('free accounts may prepare their cards (sending is what needs Pro)', async () => {
    const t = await setUp('userFree');
    expect((await t.api.patch('/api/v1/invite', { product: 'invite', heading: 'Soon' })).status).toBe(200);
  });

  it('each couple edits only their own card', async () => {
    const t = await setUp();
    const other = await createCouple(t.store);
    await client(t.app, other.cookie).patch('/api/v1/invite', { product: 'invite', heading: 'Theirs' });
    expect((await (await t.api.get('/api/v1/invite/current-invite')).json()).invite.fields.heading).toBe('Together with their families');
  });
});

describe('GET /public/invite/{id} and /public/savethedate/{id}', () => {
  it('answers the card a guest opens (by its unguessable id) with the web address', async () => {
    const t = await setUp();
    const { invite } = await (await t.api.patch('/api/v1/invite', { product: 'invite', heading: 'Join us' })).json();
    const res = await t.app.request(`/api/v1/public/invite/${invite._id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ weddingUrl: t.couple.weddingUrl, invite: { product: 'invite', fields: { heading: 'Join us' } } });
    expect(body.invite.custom).toBeUndefined();
    expect((await t.app.request(`/api/v1/public/savethedate/${invite._id}`)).status).toBe(200);
    expect((await t.app.request('/api/v1/public/invite/nosuchcard')).status).toBe(404);
  });
});
