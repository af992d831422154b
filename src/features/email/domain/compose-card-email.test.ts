// A card e-mail (issue 29 item 7): a guest's own (their RSVP link, their unsubscribe link in the body
// and the one-click headers, their language, their events) and the couple's test (marked, shared
// links); the subject on one line and the preheader from the date and place. The renderer is a stub
// that keeps what it was given.
import { describe, expect, it } from 'vitest';
import { cardWedding, inviteRow } from '../../../../tests/helpers/email-fixtures';
import { rsvpToken } from '../../guests';
import type { GuestCardDetails } from './card-details';
import type { CardEmailContext } from './compose-card-email';
import { composeGuestEmail, composeOwnerTest, listUnsubscribeHeaders } from './compose-card-email';
import type { EmailContent } from './content';
import { unsubscribeToken } from './unsubscribe-token';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' };
const guest = { id: 'abc234', weddingId: 'w1', rsvpLinkVersion: 1, email: 'cat@example.com', language: 'es', tags: [], householdTags: [] };

function context(extra: Partial<CardEmailContext> = {}) {
  const rendered: EmailContent[] = [];
  const ctx: CardEmailContext = {
    config,
    origin: 'https://vowly.test',
    product: 'invite',
    wedding: cardWedding({ languages: ['en', 'es'] }),
    invite: inviteRow({ fields: { invite: { subject: 'Our\nday' } } }),
    renderEmail: (content) => {
      rendered.push(content);
      return { html: '<p>card</p>', text: 'card' };
    },
    ...extra,
  };
  return { ctx, rendered };
}

describe('composeGuestEmail', () => {
  it("writes the guest's e-mail with their RSVP link, their unsubscribe link and headers, in their language", () => {
    const { ctx, rendered } = context();
    const email = composeGuestEmail(ctx, guest as Parameters<typeof composeGuestEmail>[1]);
    const unsubscribe = `https://vowly.test/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config, guest))}`;
    expect(email).toEqual({
      kind: 'invite',
      to: 'cat@example.com',
      subject: 'Our day',
      html: '<p>card</p>',
      text: 'card',
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const [content] = rendered as Extract<EmailContent, { template: 'card' }>[];
    expect(content?.model.lang).toBe('es');
    expect(content?.model.button?.href).toBe(`https://vowly.test/ann-and-bob/rsvp?token=${encodeURIComponent(rsvpToken(config, guest))}`);
    expect(content?.envelope).toEqual({
      subject: 'Our day',
      preheader: `${content?.model.dateLine} · Château de Vaux`,
      unsubscribeHref: unsubscribe,
      isTest: false,
    });
  });

  it('adds the reply-by date and the events chosen for this guest, in their language', () => {
    const asked: unknown[] = [];
    const details: GuestCardDetails = {
      replyBy: (lang) => `reply (${lang})`,
      eventsOf: (who, lang) => {
        asked.push([who && 'id' in who ? who.id : null, lang]);
        return [{ title: 'Dinner', when: 'Sat', where: 'Paris' }];
      },
    };
    const { ctx, rendered } = context({ details });
    composeGuestEmail(ctx, guest as Parameters<typeof composeGuestEmail>[1]);
    const [content] = rendered as Extract<EmailContent, { template: 'card' }>[];
    expect([content?.model.replyBy, content?.model.events, asked]).toEqual([
      'reply (es)',
      [{ title: 'Dinner', when: 'Sat', where: 'Paris' }],
      [['abc234', 'es']],
    ]);
  });
});

describe('composeOwnerTest', () => {
  it("marks the couple's test, with the shared links and the preview unsubscribe link, in the wedding's language", () => {
    const { ctx, rendered } = context({ invite: inviteRow() });
    const email = composeOwnerTest(ctx, 'ann@example.com');
    expect([email.to, email.subject, email.headers]).toEqual([
      'ann@example.com',
      "[Test] You're invited: Ann & Bob",
      listUnsubscribeHeaders('https://vowly.test/unsubscribe?token=preview'),
    ]);
    const [content] = rendered as Extract<EmailContent, { template: 'card' }>[];
    expect([content?.model.lang, content?.model.button?.href, content?.envelope.isTest]).toEqual(['en', 'https://vowly.test/ann-and-bob/rsvp', true]);
  });

  it("writes the preheader from the date line and the place's first line, or the date line alone", () => {
    const preheader = (weddingLocation: string) => {
      const { ctx, rendered } = context({ wedding: cardWedding({ weddingDate: null }, { weddingLocation }), invite: inviteRow() });
      composeOwnerTest(ctx, 'ann@example.com');
      return (rendered as Extract<EmailContent, { template: 'card' }>[])[0]?.envelope.preheader;
    };
    expect(preheader('Château de Vaux\nMaincy')).toBe('Date to be announced · Château de Vaux');
    expect(preheader('')).toBe('Date to be announced');
  });
});
