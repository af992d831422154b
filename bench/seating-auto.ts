// Auto-seat for a 350-guest wedding (issue 24 item 4: "350 guests in under a second"), beside a floor:
// the least work a seating pass can do (one loop putting each person at the first table with room, no
// households, no rules). Prints the median of several runs of: auto-seat alone, the floor, and the whole
// proposal as the API makes it (the chart read from a real SQLite file, then auto-seat).
// Run: npm run bench:seating [-- --guests 350 --runs 30]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../src/core/db/connection';
import { sqliteStore } from '../src/core/db/store/sqlite-store';
import { type AutoPerson, type AutoTable, autoSeat } from '../src/features/seating/domain/auto-seat';
import { proposeSeats, saveTables } from '../src/features/seating/domain/chart';
import { seatingRepository } from '../src/features/seating/domain/repository';
import { newId } from '../src/shared/ids';
import { insertRows } from '../tests/helpers/engines';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback);
const GUESTS = arg('--guests', 350);
const RUNS = arg('--runs', 30);
const SEATS = 10;

/** Households of 1 to 5 people (a seeded sequence) until `count` people; keep-apart pairs between some of them. */
function generated(count: number) {
  let state = 42;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const households: number[] = [];
  for (let left = count; left > 0; ) {
    const size = Math.min(left, 1 + Math.floor(next() * 5));
    households.push(size);
    left -= size;
  }
  const people: AutoPerson[] = households.flatMap((size, h) => Array.from({ length: size }, (_, i) => ({ id: `h${h}p${i}`, partyId: `h${h}` })));
  const tableCount = Math.ceil((count * 1.15) / SEATS) + 1;
  const tables: AutoTable[] = Array.from({ length: tableCount }, (_, i) => ({ id: `t${i}`, capacity: SEATS, couple: i === 0, seated: [] }));
  const keepApart: [string, string][] = Array.from({ length: 20 }, (_, i) => [people[i * 7]!.id, people[i * 7 + 3]!.id]);
  const keepTogether: [string, string][] = Array.from({ length: 10 }, (_, i) => [people[i * 11 + 1]!.id, people[i * 13 + 5]!.id]);
  return { people, tables, households, rules: { keepTogether, keepApart } };
}

/** The floor: each person at the first table with a free seat. */
function firstFit(tables: AutoTable[], people: AutoPerson[]) {
  const free = tables.map((t) => (t.couple ? 0 : t.capacity));
  const seats: { id: string; tableId: string }[] = [];
  let table = 0;
  for (const person of people) {
    while (table < tables.length && free[table]! === 0) table++;
    if (table === tables.length) break;
    free[table]! -= 1;
    seats.push({ id: person.id, tableId: tables[table]!.id });
  }
  return seats;
}

async function median(fn: () => unknown | Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function main() {
  const { people, tables, households, rules } = generated(GUESTS);
  const proposal = autoSeat(tables, people, rules);
  const split = new Set(proposal.seats.map((s) => `${s.id.split('p')[0]}:${s.tableId}`)).size - households.length;
  console.log(`${GUESTS} guests in ${households.length} households, ${tables.length} tables of ${SEATS} (one the couple's), ${RUNS} runs each`);
  console.log(`auto-seat: ${proposal.seats.length} seated, ${proposal.unplaced.length} unplaced, ${Math.max(0, split)} household splits`);
  const auto = await median(() => autoSeat(tables, people, rules));
  const floor = await median(() => firstFit(tables, people));

  // The whole proposal as POST /api/v1/seating/{eventId}/auto makes it, on a real SQLite file.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-bench-seating-'));
  const db = openDatabase(path.join(dir, 'vowly.db'));
  try {
    migrateDatabase(db);
    const store = sqliteStore(db);
    const userId = newId();
    const weddingId = newId();
    const weddingDate = new Date('2027-06-19T15:00:00Z');
    await insertRows(store, 'users', [{ id: userId, name: 'Bench', email: `${userId}@example.com` }]);
    await insertRows(store, 'weddings', [{ id: weddingId, ownerId: userId, content: {}, weddingDate, timeZone: 'UTC' }]);
    const householdIds = households.map(() => newId());
    await insertRows(
      store,
      'households',
      householdIds.map((id, h) => ({ id, weddingId, name: `Household ${h}` })),
    );
    await insertRows(
      store,
      'guests',
      people.map((p, i) => {
        const h = Number(p.partyId.slice(1));
        return {
          weddingId,
          householdId: householdIds[h]!,
          name: `Guest ${i} Family${h}`,
          nameKey: `guest ${i} family${h}`,
          status: 'Accepted',
          createdAt: new Date(i),
        };
      }),
    );
    const repository = seatingRepository(store);
    const wedding = { id: weddingId, timeZone: 'UTC', weddingDate, content: {} };
    await saveTables(
      repository,
      wedding,
      'wedding-day',
      0,
      tables.map((t, i) => ({ name: `Table ${i}`, shape: 'round' as const, capacity: t.capacity, x: 0, y: 0, rotation: 0, couple: t.couple })),
    );
    const whole = await median(() => proposeSeats(repository, wedding, 'wedding-day', { keepTogether: [], keepApart: [] }));
    console.log('');
    console.log('| case                                   | median ms |');
    console.log('| -------------------------------------- | --------- |');
    console.log(`| ${`auto-seat (${GUESTS} people, rules)`.padEnd(38)} | ${auto.toFixed(3).padStart(9)} |`);
    console.log(`| ${'floor: first fit, no households/rules'.padEnd(38)} | ${floor.toFixed(3).padStart(9)} |`);
    console.log(`| ${"the API's proposal (read chart + seat)".padEnd(38)} | ${whole.toFixed(3).padStart(9)} |`);
    console.log('');
    console.log(`auto-seat is ${(auto / floor).toFixed(1)}x the floor; the whole proposal ${whole < 1000 ? 'is under' : 'is OVER'} a second.`);
  } finally {
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
