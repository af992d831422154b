// Issue 12 item 14: a guest who unsubscribed shows 'Unsubscribed' in the send lists, also after
// having been sent the e-mail (they usually unsubscribe from it).
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple } from './helpers';

function rowOf(html: string, guestId: string): string {
  const start = html.indexOf(`data-guest="${guestId}"`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</tr>', start));
}

describe('send lists', () => {
  it("say 'Unsubscribed' for a guest who unsubscribed, whether or not they were sent the e-mail", async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const left = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com', { unsubscribed: true });
    const never = await addGuest(t.store, couple.wedding.id, 'Bo Stone', 'bo@example.com', { unsubscribed: true });
    const stays = await addGuest(t.store, couple.wedding.id, 'Cy Park', 'cy@example.com');
    const { t: tables, sql, transaction } = portable(t.store);
    for (const guest of [left, stays]) {
      await transaction(() =>
        sql()
          .insert(tables.emails)
          .values({
            kind: 'savethedate',
            idempotencyKey: `announce:${couple.wedding.id}:savethedate:c1:${guest.id}`,
            weddingId: couple.wedding.id,
            guestId: guest.id,
            to: guest.email!,
            subject: 'Save the date',
            html: '<p>x</p>',
            text: 'x',
            status: 'sent',
            sentAt: new Date(),
          }),
      );
    }
    const html = await (await client(t.app, couple.cookie).get('/app/announce/savethedate')).text();
    expect(rowOf(html, left.id)).toContain('>Unsubscribed');
    expect(rowOf(html, left.id)).toContain('data-state="unsubscribed"');
    expect(rowOf(html, never.id)).toContain('>Unsubscribed');
    expect(rowOf(html, stays.id)).toContain('>Sent');
    expect(rowOf(html, stays.id)).not.toContain('Unsubscribed');
  });
});
