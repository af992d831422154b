import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emails, guests, rsvpAnswers } from '../../src/db/schema';
import { rsvpLookupThrottle } from '../../src/domain/rsvp/lookup-throttle';
import { rsvpWedding } from './helpers';

beforeEach(() => rsvpLookupThrottle.clear());

describe('GET /api/v1/public/{id}/rsvp', () => {
  it("finds 'Jose Garcia' for 'José  García' and returns only his household", async () => {
    const w = await rsvpWedding();
    const jose = w.addGuest({ name: 'Jose Garcia', household: 'Garcias', email: 'jose@example.com', notes: 'secret note' });
    w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
    w.addGuest({ name: 'Josefa Garcias', household: 'Other' });
    w.addGuest({ name: 'Ann Lee' });
    const question = w.addQuestion({ label: 'Dietary needs' });
    const res = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=${encodeURIComponent('José  García')}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.allowRsvpResubmit).toBe(true);
    expect(body.questions).toEqual([{ id: question.id, kind: 'text', label: 'Dietary needs', options: [], required: false, scope: 'guest' }]);
    expect(body.guest).toMatchObject({ guestId: jose.id, name: 'Jose Garcia', household: 'Garcias', status: 'Awaiting', token: w.tokenOf(jose) });
    expect(body.guest.members.map((m: any) => m.name)).toEqual(['Jose Garcia', 'Maria Garcia']);
    const text = JSON.stringify(body);
    for (const hidden of ['Josefa', 'Ann Lee', 'jose@example.com', 'secret note']) expect(text).not.toContain(hidden);
  });
});
