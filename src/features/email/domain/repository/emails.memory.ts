// The e-mail log's repository in memory (issue 29 item 7): the delivery half of the same async
// interface as the SQL one (emails.ts): e-mail rows, their delivery facts, the guests' flagged
// addresses, the weddings' open tracking and the webhook receipts, so the delivery-truth and webhook
// rules are unit-tested without a database. Recording and sending rows stay SQL (tests/contract's
// email-pipeline): those methods throw here. A transaction restores what it changed on a throw.
import type { EmailRow } from '../../../../core/db/schema';
import type { EmailProblem } from '../../../../shared/email/delivery-labels';
import type { EmailsRepository } from './emails';

export interface MemoryGuestAddress {
  emailProblem: EmailProblem | null;
  emailProblemAddress: string | null;
  emailProblemAt: Date | null;
  unsubscribed: boolean;
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

export function memoryEmailsRepository(options: { weddingsTrackingOpens?: string[] } = {}): MemoryEmails {
  let emails: EmailRow[] = [];
  let guests = new Map<string, MemoryGuestAddress>();
  let receipts: string[] = [];
  let depth = 0;
  const tracking = new Set(options.weddingsTrackingOpens ?? []);
  const sqlOnly = (name: string) => () => {
    throw new Error(`${name} is SQL only: tests/contract/email-pipeline runs it on both engines`);
  };
  const repository: MemoryEmails = {
    engine: 'sqlite',
    get rows() {
      return { emails, guests, receipts };
    },
    transaction: async (fn) => {
      const saved = { emails: emails.map((e) => ({ ...e })), guests: new Map([...guests].map(([id, g]) => [id, { ...g }])), receipts: [...receipts] };
      depth += 1;
      try {
        return await fn();
      } catch (error) {
        if (depth === 1) ({ emails, guests, receipts } = saved);
        throw error;
      } finally {
        depth -= 1;
      }
    },
    record: sqlOnly('record'),
    requeueFailed: sqlOnly('requeueFailed'),
    find: async (id) => emails.find((email) => email.id === id),
    findByProviderMessageId: async (providerMessageId) => emails.find((email) => email.providerMessageId === providerMessageId),
    markHandedOver: sqlOnly('markHandedOver'),
    markSentAfterHandOver: sqlOnly('markSentAfterHandOver'),
    markSent: sqlOnly('markSent'),
    recordFailedAttempt: sqlOnly('recordFailedAttempt'),
    markFailed: sqlOnly('markFailed'),
    stalledIds: sqlOnly('stalledIds'),
    guestForDelivery: sqlOnly('guestForDelivery'),
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
