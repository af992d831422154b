import { describe, expect, it } from 'vitest';
import { parseImageList } from './list-fields';
import { weddingContentPatchSchema, weddingContentSchema } from './record';

describe('list fields sent as text', () => {
  it('parses schedule tasks from JSON text', () => {
    const tasks = [
      { id: 'tday1', time: '', title: 'Day 1', text: '', isHeading: true },
      { id: 'tceremony', time: '3:30 PM', title: 'Ceremony', text: 'In the garden', isHeading: false },
    ];
    expect(weddingContentPatchSchema.parse({ tasks: JSON.stringify(tasks) }).tasks).toEqual(tasks);
  });

  it('gives each schedule item an id (issue 27): a new item sent without one a fresh one, a repeated or all-digit id a new one', () => {
    const saved = weddingContentPatchSchema.parse({
      tasks: [{ title: 'A' }, { id: 'tkeep', title: 'B' }, { id: 'tkeep', title: 'C' }, { id: '42', title: 'D' }],
    }).tasks!;
    expect(saved[1]!.id).toBe('tkeep');
    const ids = saved.map((task) => task.id);
    expect(new Set(ids).size).toBe(4);
    for (const id of [ids[0], ids[2], ids[3]]) expect(id).toMatch(/^t[a-z0-9]{8}$/);
    // Stored items without ids (saved before there were any) are named by their place, the same on every read.
    const read = () => weddingContentSchema.parse({ tasks: [{ title: 'A' }, { title: 'B' }] }).tasks.map((task) => task.id);
    expect(read()).toEqual(['t0', 't1']);
    expect(read()).toEqual(read());
  });

  it('fills missing task fields and reads isHeading from text', () => {
    expect(weddingContentPatchSchema.parse({ tasks: [{ title: 'Dinner', isHeading: 'false' }] }).tasks).toEqual([
      { id: expect.any(String), time: '', title: 'Dinner', text: '', isHeading: false },
    ]);
  });

  it('rejects task text that is not a list', () => {
    expect(weddingContentPatchSchema.safeParse({ tasks: '{"a":1}' }).success).toBe(false);
    expect(weddingContentPatchSchema.safeParse({ tasks: 'nope' }).success).toBe(false);
  });

  it('parses the wedding party from JSON text, cutting long names and captions', () => {
    const party = [{ id: 'abcd1234', name: 'N'.repeat(150), caption: 'C'.repeat(250), image: '/uploads/p/1.webp' }];
    const [member] = weddingContentPatchSchema.parse({ weddingParty: JSON.stringify(party) }).weddingParty!;
    expect(member).toEqual({ id: 'abcd1234', name: 'N'.repeat(100), caption: 'C'.repeat(200), image: '/uploads/p/1.webp' });
  });

  it('gives a party member without a usable id an 8-character one', () => {
    const [member] = weddingContentPatchSchema.parse({ weddingParty: [{ name: 'Clara' }] }).weddingParty!;
    expect(member!.id).toMatch(/^[a-z2-7]{8}$/);
    expect(member).toMatchObject({ name: 'Clara', caption: '', image: '' });
  });

  it('splits comma-separated images without breaking image-host transformations', () => {
    const cloud = 'https://res.cloudinary.com/demo/image/upload/c_fill,w_480/v1/a.jpg';
    expect(parseImageList(`/uploads/a.webp, ${cloud},/uploads/b.webp`)).toEqual(['/uploads/a.webp', cloud, '/uploads/b.webp']);
    expect(parseImageList('')).toEqual([]);
    expect(parseImageList('["/uploads/a.webp"]')).toEqual(['/uploads/a.webp']);
    expect(weddingContentPatchSchema.parse({ images: '' })).toEqual({ images: [] });
  });
});
