// The e-mail log's repository in memory (issue 29 item 7): the same async interface as the SQL one
// (emails.ts): e-mail rows (recorded as SQLite records them: the jobs are queued after commit), their
// sending and delivery facts, the guests' flagged addresses, unsubscribed flags and answers, the
// weddings' open tracking and the webhook receipts, so the send, delivery and webhook rules are
// unit-tested without a database. A transaction restores what it changed on a throw.
import type { EmailRow } from '../../../../core/db/schema';
import type { EmailProblem } from '../../../../shared/email/delivery-labels';
import type { EmailsRepository } from './emails';
import { memoryTransaction } from '../../../../core/db/store/memory-transaction';

export interface MemoryGuestAddress {
  emailProblem: EmailProblem | null;
  emailProblemAddress: string | null;
  emailProblemAt: Date | null;
  unsubscribed: boolean;
  /** What the delivery reads of the guest's answer (a reminder to a guest who answered is not sent). */
  status?: string;
  respondedAt?: Date | null;
}

export interface MemoryEmails extends EmailsRepository {
  /** What is stored, for a test's assertions. */
  readonly rows: { emails: EmailRow[]; guests: Map<string, MemoryGuestAddress>; receipts: string[] };
}

/** An e-mail row as recorded, with what a test sets. */
export function emailRow(values: Partial<EmailRow> & { id: string }): EmailRow {
  return {
    kind: 'invite',
    idempotencyKey: `key-${values.id}`,
    userId: null,
    weddingId: 'w1',
    guestId: null,
    batchId: null,
    to: 'guest@example.com',
    subject: 'Subject',
    html: '<p>Hi</p>',
    text: 'Hi',
    headers: null,
    status: 'sent',
    provider: 'resend',
    providerMessageId: null,
    error: null,
    attempts: 1,
    handedOverAt: null,
    createdAt: new Date(0),
    sentAt: new Date(0),
    deliveredAt: null,
    delayedAt: null,
    bouncedAt: null,
    complainedAt: null,
    openedAt: null,
    deliveryNote: null,
    ...values,
  } as EmailRow;
}

/** `now`: the clock of the rows' times (recorded, sent, handed over); the real one by default. */
export function memoryEmailsRepository(options: { weddingsTrackingOpens?: string[]; now?: () => Date } = {}): MemoryEmails {
  let emails: EmailRow[] = [];
  let guests = new Map<string, MemoryGuestAddress>();
  let receipts: string[] = [];
  let nextId = 1;
  const tracking = new Set(options.weddingsTrackingOpens ?? []);
  const now = options.now ?? (() => new Date());
  const update = async (id: string, values: Partial<EmailRow>) => {
    const email = emails.find((e) => e.id === id);
    if (email) Object.assign(email, values);
  };
  const repository: MemoryEmails = {
    engine: 'sqlite',
    get rows() {
      return { emails, guests, receipts };
    },
    transaction: memoryTransaction(
      () => ({ emails: emails.map((e) => ({ ...e })), guests: new Map([...guests].map(([id, g]) => [id, { ...g }])), receipts: [...receipts] }),
      (saved) => {
        ({ emails, guests, receipts } = saved);
      },
    ),
    record: async (list) => {
      for (const email of list) {
        if (emails.some((e) => e.idempotencyKey === email.idempotencyKey)) continue;
        const values = { userId: null, weddingId: null, guestId: null, batchId: null, headers: null, ...email };
        emails.push(emailRow({ ...values, id: `e${nextId++}`, status: 'queued', provider: null, attempts: 0, createdAt: now(), sentAt: null }));
      }
      const ids = list.map((email) => emails.find((e) => e.idempotencyKey === email.idempotencyKey)!.id);
      return { ids, queueAfterCommit: [...new Set(ids)].filter((id) => emails.find((e) => e.id === id)?.status === 'queued') };
    },
    requeueFailed: async (ids, batchId) => {
      for (const id of ids) await update(id, { status: 'queued', error: null, batchId });
      return { ids, queueAfterCommit: ids };
    },
    find: async (id) => emails.find((email) => email.id === id),
    findByProviderMessageId: async (providerMessageId) => emails.find((email) => email.providerMessageId === providerMessageId),
    markHandedOver: (id, provider) => update(id, { handedOverAt: now(), provider }),
    markSentAfterHandOver: (id, provider, sentAt, note) => update(id, { status: 'sent', provider, sentAt, error: note }),
    markSent: async (id, provider, providerMessageId) => {
      const attempts = (emails.find((e) => e.id === id)?.attempts ?? 0) + 1;
      await update(id, { status: 'sent', provider, providerMessageId, sentAt: now(), attempts, error: null, handedOverAt: null });
    },
    recordFailedAttempt: async (id, error, final) => {
      const attempts = (emails.find((e) => e.id === id)?.attempts ?? 0) + 1;
      await update(id, { attempts, error, handedOverAt: null, ...(final ? { status: 'failed' as const } : {}) });
    },
    markFailed: (id, reason) => update(id, { status: 'failed', error: reason }),
    stalledIds: async (before) => emails.filter((email) => email.status === 'queued' && email.createdAt < before).map((email) => email.id),
    guestForDelivery: async (guestId) => {
      const guest = guests.get(guestId);
      return guest && { unsubscribed: guest.unsubscribed, status: guest.status ?? 'Awaiting', respondedAt: guest.respondedAt ?? null };
    },
    weddingTracksOpens: async (weddingId) => tracking.has(weddingId),
    setDeliveryFact: async (id, column, at, note) => {
      const email = emails.find((e) => e.id === id);
      if (!email) return;
      email[column] = at;
      if (note !== undefined) email.deliveryNote = note;
    },
    guestEmailProblem: async (guestId) => {
      const guest = guests.get(guestId);
      return guest && { emailProblem: guest.emailProblem, emailProblemAddress: guest.emailProblemAddress };
    },
    flagGuestAddress: async (guestId, problem, address, at) => {
      const guest = guests.get(guestId);
      if (!guest) return;
      Object.assign(guest, { emailProblem: problem, emailProblemAddress: address, emailProblemAt: at }, problem === 'complained' ? { unsubscribed: true } : {});
    },
    recordWebhookReceipt: async (receipt) => {
      if (receipts.includes(receipt.id)) return false;
      receipts.push(receipt.id);
      return true;
    },
  };
  return repository;
}

/** Adds e-mail rows and guests (no flag, subscribed) to a memory repository. */
export function seedEmails(repository: MemoryEmails, emails: EmailRow[], guestIds: string[] = []): void {
  repository.rows.emails.push(...emails);
  for (const id of guestIds) repository.rows.guests.set(id, { emailProblem: null, emailProblemAddress: null, emailProblemAt: null, unsubscribed: false });
}
