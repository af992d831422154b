import { describe, expect, it } from 'vitest';
import type { WeddingRow } from '../../../core/db/schema';
import { newWeddingValues, readWedding, weddingJson } from './wedding';

const row = {
  id: 'w1',
  ownerId: 'u1',
  weddingUrl: null,
  weddingTheme: 'light',
  weddingDate: new Date(Date.UTC(2026, 8, 12)),
  timeZone: 'Europe/Paris',
  published: false,
  version: 2,
  pageGeneration: 5,
  updatedAt: new Date(Date.UTC(2026, 0, 1)),
  languages: ['es', 'bogus', 'en'],
  content: { ourStoryHeading: 'Nuestra historia', unknownField: 'x' },
} as unknown as WeddingRow;

describe('a wedding', () => {
  it('starts unpublished with the default content (guests see "coming soon")', () => {
    const values = newWeddingValues('u1');
    expect([values.ownerId, values.published]).toEqual(['u1', false]);
    expect(values.content).toEqual(readWedding({ ...row, content: {} }).content);
  });

  it('is read with its content through the record schema (defaults filled, unknown fields dropped)', () => {
    const wedding = readWedding(row);
    expect(wedding.content.ourStoryHeading).toBe('Nuestra historia');
    expect('unknownField' in wedding.content).toBe(false);
    expect(wedding.languages[0]).toBe('es');
    expect(wedding.languages).not.toContain('bogus');
  });

  it('is sent to the API with the account fields beside the content, dates as ISO, no address as ""', () => {
    const json = weddingJson(readWedding(row));
    expect(json).toMatchObject({
      _id: 'w1',
      weddingUrl: '',
      weddingDate: '2026-09-12T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 2,
      ourStoryHeading: 'Nuestra historia',
    });
    expect(weddingJson(readWedding({ ...row, weddingDate: null })).weddingDate).toBeNull();
  });
});
