// The guest list as CSV (issue 29 item 7), on the in-memory guests' repository with the RSVP's reads given:
// the importer's headers first, a column per event only when there are two or more, one per question, the
// plus-ones' per-person answers only when anyone may bring one, unknown statuses as ERROR, and a byte-order
// mark so spreadsheets read accents.
import { describe, expect, it } from 'vitest';
import { EXPORT_HEADERS, type ExportReads, guestListCsv } from './export';
import { memoryGuestsRepository } from './repository.memory';

type Tallies = Awaited<ReturnType<ExportReads['eventTallies']>>;
type Counted = Awaited<ReturnType<ExportReads['countedAnswers']>>;
type Question = Awaited<ReturnType<ExportReads['questions']>>[number];

const questions = [
  { id: 'q1', label: 'Meal', scope: 'guest' },
  { id: 'q2', label: 'Song', scope: 'household' },
] as Question[];

function reads(fields: {
  events?: { id: string; title: string }[];
  perGuest?: [string, [string, string][]][];
  answers?: [string, Record<string, string>][];
  plusOnes?: [string, Record<string, string>][];
}): ExportReads {
  const tallies = {
    events: fields.events ?? [],
    perGuest: new Map((fields.perGuest ?? []).map(([guest, byEvent]) => [guest, new Map(byEvent)])),
    plusOnes: new Map(),
  } as unknown as Tallies;
  const counted = { byGuest: new Map(fields.answers ?? []), plusOnes: new Map(fields.plusOnes ?? []) } as unknown as Counted;
  return { questions: async () => questions, eventTallies: async () => tallies, countedAnswers: async () => counted };
}

async function guests(rows: Record<string, unknown>[]) {
  const repository = memoryGuestsRepository();
  const at = (i: number) => new Date(Date.UTC(2027, 0, 1, 0, 0, i));
  const ids = await repository.insert(
    rows.map((row, i) => ({ weddingId: 'w1', nameKey: String(row.name).toLowerCase(), createdAt: at(i), updatedAt: at(i), ...row }) as never),
  );
  return { repository, ids };
}

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('guestListCsv', () => {
  it('starts with a byte-order mark and the importer’s headers, then the questions; one event makes no event column', async () => {
    const { repository, ids } = await guests([
      { name: 'Ann Lee', email: 'ann@example.com', status: 'Accepted', tags: ['family'], respondedAt: new Date('2027-03-01T10:00:00Z') },
    ]);
    const csv = await guestListCsv(
      repository,
      reads({ events: [{ id: 'e1', title: 'Wedding day' }], answers: [[ids[0]!, { q1: 'Fish', q2: 'Waltz' }]] }),
      'w1',
    );
    expect(csv.startsWith('\uFEFFName,Email,Status,')).toBe(true);
    expect(lines(csv)).toEqual([
      [...EXPORT_HEADERS, 'Meal', 'Song'].join(','),
      'Ann Lee,ann@example.com,Accepted,,no,,,,no,2027-03-01T10:00:00.000Z,family,Fish,Waltz',
    ]);
  });

  it('adds a column per event from two events on (blank where not invited), and the plus-ones’ per-person answers', async () => {
    const { repository, ids } = await guests([
      { name: 'Ann', plusOneAllowed: true, plusOneName: 'Bo', plusOneStatus: 'Accepted' },
      { name: 'Cy', status: 'Maybe?' },
    ]);
    const [ann, cy] = ids as [string, string];
    const csv = await guestListCsv(
      repository,
      reads({
        events: [
          { id: 'e1', title: 'Ceremony' },
          { id: 'e2', title: 'Brunch' },
        ],
        perGuest: [
          [ann, [['e1', 'Accepted']]],
          [
            cy,
            [
              ['e1', 'Declined'],
              ['e2', 'Awaiting'],
            ],
          ],
        ],
        answers: [[ann, { q1: 'Veg' }]],
        plusOnes: [[ann, { q1: 'Fish' }]],
      }),
      'w1',
    );
    expect(lines(csv)).toEqual([
      [...EXPORT_HEADERS, 'Event: Ceremony', 'Event: Brunch', 'Meal', 'Song', 'Meal (plus-one)'].join(','),
      'Ann,,Awaiting,,yes,Bo,Accepted,,no,,,Accepted,,Veg,,Fish',
      'Cy,,ERROR,,no,,,,no,,,Declined,Awaiting,,,',
    ]);
  });

  it('is just the headers for an empty list', async () => {
    const { repository } = await guests([]);
    expect(lines(await guestListCsv(repository, reads({}), 'w1'))).toEqual([[...EXPORT_HEADERS, 'Meal', 'Song'].join(',')]);
  });
});
