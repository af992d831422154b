import type pg from 'pg';

export type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.Client, 'query'>;

/**
 * Runs `statements` (CREATE … IF NOT EXISTS and the like) once, however many workers start together on a new database:
 * CREATE TABLE IF NOT EXISTS is not safe against itself (two can both find no table and one fails on the type's name),
 * so the statements run in one transaction that first takes an advisory lock named by `name`.
 */
export async function runDdlOnce(db: Queryable, name: string, statements: string[]) {
  await db.query(`do $$ begin
    perform pg_advisory_xact_lock(hashtext('${name}'));
    ${statements.map((statement) => `${statement};`).join('\n    ')}
  end $$`);
}
