// A card as the editor's API returns it, and what a guest's browser may read (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { cardWedding, inviteRow } from '../../../../tests/helpers/email-fixtures';
import { cardJson, publicCardJson } from './card-json';

const wedding = cardWedding({ languages: ['en', 'es'] });
const invite = inviteRow({
  imageUrl: '/images/hero.jpg',
  fields: { invite: { heading: 'Join us', design: 'ignored', translations: { es: { heading: 'Acompáñanos' } } }, savethedate: { heading: 'Hold it' } },
});

describe('cardJson', () => {
  it("gives the editor the texts as guests read them, the couple's changes, their translations, the defaults and the links", () => {
    const json = cardJson(invite, 'invite', wedding, 'https://vowly.test');
    expect(json).toMatchObject({
      _id: 'i1',
      product: 'invite',
      design: 'classic',
      custom: { heading: 'Join us' },
      translations: { es: { heading: 'Acompáñanos' } },
      image: '/images/hero.jpg',
      publicUrl: 'https://vowly.test/invite/i1',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    expect([json.fields.heading, json.defaults.heading]).toEqual(['Join us', 'Together with their families']);
    expect(json.designs.map((d) => d.key)).toContain('classic');
    expect(json.designs.every((d) => Object.keys(d).join() === 'key,label,description')).toBe(true);
  });

  it("gives a guest's browser one product's texts in the reader's language, and an empty image without one", () => {
    const json = publicCardJson(inviteRow({ fields: invite.fields }), 'invite', wedding, 'es');
    expect(json).toEqual({ _id: 'i1', product: 'invite', design: 'classic', fields: expect.objectContaining({ heading: 'Acompáñanos' }), image: '' });
    expect(JSON.stringify(json)).not.toContain('Hold it');
  });
});
