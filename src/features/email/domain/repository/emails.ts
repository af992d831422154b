// The e-mail log's SQL (issue 29 item 4): the rows of `emails`, their delivery facts and the webhook
// receipts, and what deliver.ts reads of the guest it sends to. One portable implementation for both
// engines. On PostgreSQL an e-mail's Graphile Worker job is added in the transaction that records the
// row (product data and the queue share one database), so the row and its job commit together or not
// at all; on SQLite the job is queued after commit and the worker's requeue sweep is the safety net.
import { and, eq, inArray, lt, sql as raw } from 'drizzle-orm';
import type { EmailRow } from '../../../../core/db/schema';
import type { EmailProblem } from '../../../../shared/email/delivery-labels';
import { enqueueManyInTransaction } from '../../../../core/db/postgres/enqueue-in-transaction';
import { first, portable } from '../../../../core/db/store/portable';
import type { DataStore, PostgresExecutor } from '../../../../core/db/store/store';
import type { OutgoingEmail } from '../queue-email';

export type DeliveryFactColumn = 'deliveredAt' | 'delayedAt' | 'bouncedAt' | 'complainedAt' | 'openedAt';
export type Provider = NonNullable<EmailRow['provider']>;

export interface RecordedEmails {
  /** The row of each e-mail, in the order given (an idempotency key recorded before keeps its row). */
  ids: string[];
  /**
   * SQLite: the rows still 'queued' whose job must be queued once the transaction has committed
   * (enqueueDeliveries). PostgreSQL: always empty, each new row's job was added in the transaction.
   */
  queueAfterCommit: string[];
}

export interface GuestForDelivery {
  unsubscribed: boolean;
  status: string;
  respondedAt: Date | null;
}

export interface EmailsRepository {
  readonly engine: DataStore['engine'];
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Records e-mails (joins the caller's transaction); a key recorded before is left as it is. */
  record(list: OutgoingEmail[]): Promise<RecordedEmails>;
  /**
   * Puts failed rows back to 'queued' under a new send (joins the caller's transaction): on PostgreSQL
   * their jobs are added in the transaction; on SQLite the ids come back to queue after commit.
   */
  requeueFailed(ids: string[], batchId: string): Promise<RecordedEmails>;
  find(id: string): Promise<EmailRow | undefined>;
  findByProviderMessageId(providerMessageId: string): Promise<EmailRow | undefined>;
  /** SMTP: committed just before the message's final dot goes to the server. */
  markHandedOver(id: string, provider: Provider): Promise<void>;
  /** A row found handed over but not sent: a worker died after the server may have accepted it. */
  markSentAfterHandOver(id: string, provider: Provider, sentAt: Date, note: string): Promise<void>;
  markSent(id: string, provider: Provider, providerMessageId: string | null): Promise<void>;
  /** An attempt that ended without the server's 2xx: counted, its error kept, the hand-over cleared; `final` fails the row. */
  recordFailedAttempt(id: string, error: string, final: boolean): Promise<void>;
  markFailed(id: string, reason: string): Promise<void>;
  /** Rows still 'queued' that were recorded before `before` (their job may have been lost: SQLite only). */
  stalledIds(before: Date): Promise<string[]>;
  guestForDelivery(guestId: string): Promise<GuestForDelivery | undefined>;
  weddingTracksOpens(weddingId: string): Promise<boolean>;
  setDeliveryFact(id: string, column: DeliveryFactColumn, at: Date, note: string | null | undefined): Promise<void>;
  guestEmailProblem(guestId: string): Promise<{ emailProblem: EmailProblem | null; emailProblemAddress: string | null } | undefined>;
  flagGuestAddress(guestId: string, problem: EmailProblem, address: string, at: Date): Promise<void>;
  /** Stores a webhook message's id; false when it was stored before (a retry or a replay). */
  recordWebhookReceipt(receipt: { id: string; source: 'resend'; eventType: string; createdAt: Date }): Promise<boolean>;
}

const INSERT_CHUNK = 100;
const KEY_CHUNK = 500;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function emailsRepository(store: DataStore): EmailsRepository {
  const { engine, t, sql, transaction } = portable(store);
  const { emails, guests, weddings, webhookReceipts } = t;
  const write = (fn: () => Promise<unknown>) =>
    transaction(async () => {
      await fn();
    });
  return {
    engine,
    transaction,
    record: (list) =>
      transaction(async () => {
        if (list.length === 0) return { ids: [], queueAfterCommit: [] };
        const inserted: string[] = [];
        for (const chunk of chunks(list, INSERT_CHUNK)) {
          const rows = await sql().insert(emails).values(chunk).onConflictDoNothing({ target: emails.idempotencyKey }).returning({ id: emails.id });
          inserted.push(...rows.map((row) => row.id));
        }
        const byKey = new Map<string, { id: string; status: EmailRow['status'] }>();
        const queued = new Set<string>();
        for (const keys of chunks([...new Set(list.map((email) => email.idempotencyKey))], KEY_CHUNK)) {
          const rows = await sql()
            .select({ id: emails.id, key: emails.idempotencyKey, status: emails.status })
            .from(emails)
            .where(inArray(emails.idempotencyKey, keys));
          for (const row of rows) {
            byKey.set(row.key, row);
            if (row.status === 'queued') queued.add(row.id);
          }
        }
        const ids = list.map((email) => {
          const row = byKey.get(email.idempotencyKey);
          if (!row) throw new Error('E-mail could not be recorded');
          return row.id;
        });
        if (store.engine === 'postgres') {
          // The new rows' jobs commit with them. A row recorded before has its job already (or is sent or failed).
          await enqueueManyInTransaction(
            store.executor() as PostgresExecutor,
            'send_email',
            inserted.map((emailId) => ({ payload: { emailId }, jobKey: `email:${emailId}` })),
          );
          return { ids, queueAfterCommit: [] };
        }
        return { ids, queueAfterCommit: [...new Set(ids)].filter((id) => queued.has(id)) };
      }),
    requeueFailed: (ids, batchId) =>
      transaction(async () => {
        for (const chunk of chunks(ids, KEY_CHUNK)) {
          await sql().update(emails).set({ status: 'queued', error: null, batchId }).where(inArray(emails.id, chunk));
        }
        if (store.engine === 'postgres') {
          await enqueueManyInTransaction(
            store.executor() as PostgresExecutor,
            'send_email',
            ids.map((emailId) => ({ payload: { emailId }, jobKey: `email:${emailId}` })),
          );
          return { ids, queueAfterCommit: [] };
        }
        return { ids, queueAfterCommit: ids };
      }),
    find: async (id) => first(await sql().select().from(emails).where(eq(emails.id, id))),
    findByProviderMessageId: async (providerMessageId) =>
      first(await sql().select().from(emails).where(eq(emails.providerMessageId, providerMessageId)).limit(1)),
    markHandedOver: (id, provider) => write(() => sql().update(emails).set({ handedOverAt: new Date(), provider }).where(eq(emails.id, id))),
    markSentAfterHandOver: (id, provider, sentAt, note) =>
      write(() => sql().update(emails).set({ status: 'sent', provider, sentAt, error: note }).where(eq(emails.id, id))),
    markSent: (id, provider, providerMessageId) =>
      write(() =>
        sql()
          .update(emails)
          .set({ status: 'sent', provider, providerMessageId, sentAt: new Date(), attempts: raw`${emails.attempts} + 1`, error: null, handedOverAt: null })
          .where(eq(emails.id, id)),
      ),
    recordFailedAttempt: (id, error, final) =>
      write(() =>
        sql()
          .update(emails)
          .set({ attempts: raw`${emails.attempts} + 1`, error, handedOverAt: null, ...(final ? { status: 'failed' as const } : {}) })
          .where(eq(emails.id, id)),
      ),
    markFailed: (id, reason) => write(() => sql().update(emails).set({ status: 'failed', error: reason }).where(eq(emails.id, id))),
    stalledIds: async (before) =>
      (
        await sql()
          .select({ id: emails.id })
          .from(emails)
          .where(and(eq(emails.status, 'queued'), lt(emails.createdAt, before)))
      ).map((row) => row.id),
    guestForDelivery: async (guestId) =>
      first(
        await sql()
          .select({ unsubscribed: guests.unsubscribed, status: guests.status, respondedAt: guests.respondedAt })
          .from(guests)
          .where(eq(guests.id, guestId)),
      ),
    weddingTracksOpens: async (weddingId) =>
      first(await sql().select({ trackOpens: weddings.trackOpens }).from(weddings).where(eq(weddings.id, weddingId)))?.trackOpens ?? false,
    setDeliveryFact: (id, column, at, note) =>
      write(() =>
        sql()
          .update(emails)
          .set({ [column]: at, ...(note !== undefined ? { deliveryNote: note } : {}) })
          .where(eq(emails.id, id)),
      ),
    guestEmailProblem: async (guestId) =>
      first(
        await sql().select({ emailProblem: guests.emailProblem, emailProblemAddress: guests.emailProblemAddress }).from(guests).where(eq(guests.id, guestId)),
      ),
    flagGuestAddress: (guestId, problem, address, at) =>
      write(() =>
        sql()
          .update(guests)
          .set({ emailProblem: problem, emailProblemAddress: address, emailProblemAt: at, ...(problem === 'complained' ? { unsubscribed: true } : {}) })
          .where(eq(guests.id, guestId)),
      ),
    recordWebhookReceipt: (receipt) =>
      transaction(async () => {
        const rows = await sql().insert(webhookReceipts).values(receipt).onConflictDoNothing().returning({ id: webhookReceipts.id });
        return rows.length > 0;
      }),
  };
}
