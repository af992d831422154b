// The guest journey as a funnel (issue 16 item 7): each guest stands at the furthest step they
// reached — not sent → sent → delivered → opened (only while opens are counted) → visited the
// site → started the RSVP → answered. "Sent" counts the e-mails that carry the guest's RSVP link
// (invitations and reminders); delivered and opened come from those e-mails' delivery status.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/queries/guests';
import { allGuests } from '../../db/queries/guests';
import { emails, guestJourney } from '../../db/schema';

export const JOURNEY_STAGES = ['not-sent', 'sent', 'delivered', 'opened', 'visited', 'started', 'answered'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export const STAGE_LABELS: Record<JourneyStage, string> = {
  'not-sent': 'Not sent yet',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  visited: 'Visited the site',
  started: 'Started the RSVP',
  answered: 'Answered',
};

/** The e-mails whose link leads a guest to their RSVP. */
const JOURNEY_KINDS = ['invite', 'reminder'] as const;

export interface JourneyGuest {
  guestId: string;
  name: string;
  email: string | null;
  stage: JourneyStage;
  /** Has an address and has not unsubscribed: a nudge can reach them. */
  canReceive: boolean;
  bounced: boolean;
}

export interface StageSummary {
  stage: JourneyStage;
  label: string;
  /** Guests who reached this step or a later one. */
  reached: number;
  /** Guests whose furthest step is this one. */
  guests: JourneyGuest[];
  /** Of those, how many a nudge would reach (not answered, with an address, not unsubscribed). */
  nudgeable: number;
}

export interface Funnel {
  trackOpens: boolean;
  total: number;
  stages: StageSummary[];
}

/** Whether the guest has answered (a status set by the guest or the couple, or a recorded answer). */
export function hasAnswered(guest: { status: string; respondedAt: Date | null }): boolean {
  return guest.status !== 'Awaiting' || guest.respondedAt !== null;
}

/** The stages shown: 'opened' only while the couple counts opens. */
export function visibleStages(trackOpens: boolean): JourneyStage[] {
  return JOURNEY_STAGES.filter((stage) => stage !== 'opened' || trackOpens);
}

export function guestJourneys(db: DbOrTx, weddingId: string, trackOpens: boolean): JourneyGuest[] {
  const mail = new Map<string, { sent: boolean; delivered: boolean; opened: boolean; bounced: boolean }>();
  const rows = db
    .select({ guestId: emails.guestId, deliveredAt: emails.deliveredAt, openedAt: emails.openedAt, bouncedAt: emails.bouncedAt, status: emails.status })
    .from(emails)
    .where(and(eq(emails.weddingId, weddingId), inArray(emails.kind, [...JOURNEY_KINDS]), isNotNull(emails.guestId)))
    .all();
  for (const row of rows) {
    const entry = mail.get(row.guestId!) ?? { sent: false, delivered: false, opened: false, bounced: false };
    if (row.status !== 'failed') entry.sent = true;
    if (row.deliveredAt) entry.delivered = true;
    if (row.openedAt) entry.opened = true;
    if (row.bouncedAt) entry.bounced = true;
    mail.set(row.guestId!, entry);
  }
  const steps = new Map(
    db
      .select()
      .from(guestJourney)
      .where(eq(guestJourney.weddingId, weddingId))
      .all()
      .map((row) => [row.guestId, row]),
  );
  return allGuests(db, weddingId).map((guest) => {
    const sent = mail.get(guest.id);
    const step = steps.get(guest.id);
    let stage: JourneyStage = 'not-sent';
    if (hasAnswered(guest)) stage = 'answered';
    else if (step?.rsvpStartedAt) stage = 'started';
    else if (step?.firstVisitedAt) stage = 'visited';
    else if (trackOpens && sent?.opened) stage = 'opened';
    else if (sent?.delivered) stage = 'delivered';
    else if (sent?.sent) stage = 'sent';
    return {
      guestId: guest.id,
      name: guest.name,
      email: guest.email,
      stage,
      canReceive: Boolean(guest.email) && !guest.unsubscribed,
      bounced: sent?.bounced ?? false,
    };
  });
}

export function journeyFunnel(db: DbOrTx, weddingId: string, trackOpens: boolean): Funnel {
  const journeys = guestJourneys(db, weddingId, trackOpens);
  const stages = visibleStages(trackOpens);
  const order = (stage: JourneyStage) => JOURNEY_STAGES.indexOf(stage);
  return {
    trackOpens,
    total: journeys.length,
    stages: stages.map((stage) => {
      const here = journeys.filter((j) => j.stage === stage);
      return {
        stage,
        label: STAGE_LABELS[stage],
        reached: journeys.filter((j) => order(j.stage) >= order(stage)).length,
        guests: here,
        nudgeable: stage === 'answered' ? 0 : here.filter((j) => j.canReceive).length,
      };
    }),
  };
}
