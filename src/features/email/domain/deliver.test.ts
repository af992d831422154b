// Sending one logged e-mail at most once (issue 29 item 7), on the memory e-mail log and a recording
// transport: a sent row or one handed over before a crash is never sent again, a guest who unsubscribed
// (or answered a reminder) gets nothing more, the hand-over mark is committed before the server has the
// message, a permanent refusal fails the row and any other failure is counted and retried.
import { describe, expect, it } from 'vitest';
import type { EmailRow } from '../../../core/db/schema';
import { ANSWERED_BEFORE_DELIVERY, deliverLoggedEmail, HANDED_OVER_BEFORE_A_CRASH, UNSUBSCRIBED_BEFORE_DELIVERY } from './deliver';
import { emailRow, memoryEmailsRepository, seedEmails } from './repository/emails.memory';
import { type MailTransport, PermanentEmailError } from './mail-transport';

const now = new Date('2027-05-01T10:00:00Z');
const queued = (id: string, extra: Partial<EmailRow> = {}) =>
  emailRow({ id, status: 'queued', provider: null, sentAt: null, attempts: 0, guestId: 'g1', kind: 'invite', ...extra });

function bed(rows: EmailRow[], fail?: Error) {
  const repo = memoryEmailsRepository({ now: () => now });
  seedEmails(repo, rows, ['g1']);
  const sent: { id: string; handedOverBeforeEnd: boolean }[] = [];
  const transport: MailTransport = {
    name: 'smtp',
    async send(email, hooks) {
      await hooks?.beforeHandOver?.();
      if (fail) throw fail;
      sent.push({ id: email.id, handedOverBeforeEnd: (await repo.find(email.id))?.handedOverAt !== null });
      return { providerMessageId: `m-${email.id}` };
    },
  };
  const row = (id: string) => repo.rows.emails.find((e) => e.id === id)!;
  return { repo, transport, sent, row };
}

describe('deliverLoggedEmail', () => {
  it('sends a queued e-mail, marked handed over before the server has it, then sent with the provider id', async () => {
    const { repo, transport, sent, row } = bed([queued('e1')]);
    expect(await deliverLoggedEmail(repo, transport, 'e1')).toBe('sent');
    expect(sent).toEqual([{ id: 'e1', handedOverBeforeEnd: true }]);
    const e1 = row('e1');
    expect([e1.status, e1.provider, e1.providerMessageId, e1.sentAt, e1.attempts, e1.handedOverAt, e1.error]).toEqual([
      'sent',
      'smtp',
      'm-e1',
      now,
      1,
      null,
      null,
    ]);
  });

  it('sends nothing for a missing or sent row, and marks a row handed over before a crash as sent without sending it', async () => {
    const handedAt = new Date('2027-05-01T09:00:00Z');
    const { repo, transport, sent, row } = bed([queued('sent', { status: 'sent' }), queued('handed', { handedOverAt: handedAt, provider: 'smtp' })]);
    expect(await deliverLoggedEmail(repo, transport, 'nope')).toBe('missing');
    expect(await deliverLoggedEmail(repo, transport, 'sent')).toBe('already-sent');
    expect(await deliverLoggedEmail(repo, transport, 'handed')).toBe('handed-over');
    expect(sent).toEqual([]);
    expect([row('handed').status, row('handed').sentAt, row('handed').error]).toEqual(['sent', handedAt, HANDED_OVER_BEFORE_A_CRASH]);
  });

  it('does not send a guest e-mail to a guest who unsubscribed since; a notice to the couple about them still goes', async () => {
    const { repo, transport, sent, row } = bed([queued('card'), queued('notice', { kind: 'rsvp-notice', to: 'couple@example.com' })]);
    repo.rows.guests.get('g1')!.unsubscribed = true;
    expect(await deliverLoggedEmail(repo, transport, 'card')).toBe('unsubscribed');
    expect([row('card').status, row('card').error]).toEqual(['failed', UNSUBSCRIBED_BEFORE_DELIVERY]);
    expect(await deliverLoggedEmail(repo, transport, 'notice')).toBe('sent');
    expect(sent.map((s) => s.id)).toEqual(['notice']);
  });

  it("does not remind a guest who answered since; the journey's reminders only, not a card", async () => {
    const { repo, transport, sent, row } = bed([
      queued('nudge', { idempotencyKey: 'nudge:w1:g1:1' }),
      queued('auto', { idempotencyKey: 'auto-reminder:w1:g1:1', kind: 'reminder' }),
      queued('card', { idempotencyKey: 'announce:w1:invite:c1:g1' }),
    ]);
    repo.rows.guests.get('g1')!.status = 'Declined';
    expect(await deliverLoggedEmail(repo, transport, 'nudge')).toBe('answered');
    expect(await deliverLoggedEmail(repo, transport, 'auto')).toBe('answered');
    expect([row('auto').status, row('auto').error]).toEqual(['failed', ANSWERED_BEFORE_DELIVERY]);
    expect(await deliverLoggedEmail(repo, transport, 'card')).toBe('sent');
    expect(sent.map((s) => s.id)).toEqual(['card']);
  });

  it('fails the row on a permanent refusal; another failure is counted, the mark cleared, and thrown for a retry', async () => {
    const refused = bed([queued('e1')], new PermanentEmailError('550 No such user'));
    expect(await deliverLoggedEmail(refused.repo, refused.transport, 'e1')).toBe('refused');
    const e1 = refused.row('e1');
    expect([e1.status, e1.error, e1.attempts, e1.handedOverAt]).toEqual(['failed', '550 No such user', 1, null]);

    const lost = bed([queued('e2')], new Error('Connection lost'));
    await expect(deliverLoggedEmail(lost.repo, lost.transport, 'e2')).rejects.toThrow('Connection lost');
    const e2 = lost.row('e2');
    expect([e2.status, e2.error, e2.attempts, e2.handedOverAt]).toEqual(['queued', 'Connection lost', 1, null]);
  });

  it('acts out a bounce for a reserved address on the development outbox only', async () => {
    const rows = () => [queued('e1', { to: 'bounce@example.com' })];
    const outbox = bed(rows());
    await deliverLoggedEmail(outbox.repo, { ...outbox.transport, name: 'outbox', actsOutDelivery: true }, 'e1');
    expect(outbox.row('e1').bouncedAt).not.toBeNull();
    expect(outbox.repo.rows.guests.get('g1')?.emailProblem).toBe('bounced');
    const smtp = bed(rows());
    await deliverLoggedEmail(smtp.repo, smtp.transport, 'e1');
    expect([smtp.row('e1').status, smtp.row('e1').bouncedAt]).toEqual(['sent', null]);
  });
});
