// The guest journey as a funnel (issue 16 item 7): each step counts the guests it happened to, and
// each guest stands at the furthest step they reached — not sent → sent → delivered → opened (only while opens are counted) → visited the
// site → started the RSVP → answered. "Sent" counts the e-mails that carry the guest's RSVP link
// (invitations and reminders); delivered and opened come from those e-mails' delivery status.
import type { JourneyRepository } from './repository';
import { KEPT_LABEL } from '../../../shared/email/delivery-labels';
import { appText } from '../../../shared/i18n/app';
import type { EmailProblem } from '../../../shared/email/delivery-labels';
import { emailProblemOf } from '../../../shared/email/email-problem';
import { hasAnswered } from '../../../shared/guests/status';

export const JOURNEY_STAGES = ['not-sent', 'sent', 'delivered', 'opened', 'visited', 'started', 'answered'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export const STAGE_LABELS = Object.fromEntries(JOURNEY_STAGES.map((stage) => [stage, appText(`journey.stage.${stage}`)])) as Record<JourneyStage, string>;

export interface JourneyGuest {
  guestId: string;
  name: string;
  email: string | null;
  /** The furthest step reached. */
  stage: JourneyStage;
  /** Every step that happened for this guest. */
  steps: Set<JourneyStage>;
  /** Has an address, has not unsubscribed and it has no reported problem: a nudge can reach them. */
  canReceive: boolean;
  /** The address bounced or the guest marked an e-mail as spam (until the couple edits the address). */
  problem: EmailProblem | null;
  bounced: boolean;
  /** Every e-mail that counts as sent to this guest was only kept by the local outbox (it never left the server). */
  kept: boolean;
}

export interface StageSummary {
  stage: JourneyStage;
  label: string;
  /**
   * Guests for whom this step happened (sent, delivered… each its own fact: a guest who found
   * themselves by name visited without an e-mail; one the couple marked by phone answered without
   * visiting). For 'not-sent', the guests not sent anything.
   */
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

/** The stages shown: 'opened' only while the couple counts opens. */
export function visibleStages(trackOpens: boolean): JourneyStage[] {
  return JOURNEY_STAGES.filter((stage) => stage !== 'opened' || trackOpens);
}

export async function guestJourneys(repository: JourneyRepository, weddingId: string, trackOpens: boolean): Promise<JourneyGuest[]> {
  const mail = new Map<string, { sent: boolean; delivered: boolean; opened: boolean; bounced: boolean; left: boolean }>();
  const [rows, moments, guests] = await Promise.all([repository.journeyEmails(weddingId), repository.moments(weddingId), repository.guests(weddingId)]);
  for (const row of rows) {
    const entry = mail.get(row.guestId!) ?? { sent: false, delivered: false, opened: false, bounced: false, left: false };
    if (row.status !== 'failed') entry.sent = true;
    if (row.status !== 'failed' && row.provider !== 'outbox') entry.left = true;
    if (row.deliveredAt) entry.delivered = true;
    if (row.openedAt) entry.opened = true;
    if (row.bouncedAt) entry.bounced = true;
    mail.set(row.guestId!, entry);
  }
  const stepsOf = new Map(moments.map((row) => [row.guestId, row]));
  return guests.map((guest) => {
    const sent = mail.get(guest.id);
    const step = stepsOf.get(guest.id);
    const steps = new Set<JourneyStage>();
    if (sent?.sent) steps.add('sent');
    if (sent?.delivered) steps.add('delivered');
    if (trackOpens && sent?.opened) steps.add('opened');
    if (step?.firstVisitedAt) steps.add('visited');
    if (step?.rsvpStartedAt) steps.add('started');
    if (hasAnswered(guest)) steps.add('answered');
    if (!sent?.sent) steps.add('not-sent');
    const stage = [...JOURNEY_STAGES].reverse().find((s) => s !== 'not-sent' && steps.has(s)) ?? 'not-sent';
    return {
      guestId: guest.id,
      name: guest.name,
      email: guest.email,
      stage,
      steps,
      canReceive: Boolean(guest.email) && !guest.unsubscribed && !emailProblemOf(guest),
      problem: emailProblemOf(guest),
      bounced: sent?.bounced ?? false,
      kept: Boolean(sent?.sent && !sent.left),
    };
  });
}

export async function journeyFunnel(repository: JourneyRepository, weddingId: string, trackOpens: boolean): Promise<Funnel> {
  const journeys = await guestJourneys(repository, weddingId, trackOpens);
  // Without an e-mail service nothing was sent: the step says where the e-mails are, and no
  // "Delivered" step is shown for e-mails that never left (issue 28 item 2).
  const reachedSent = journeys.filter((j) => j.steps.has('sent'));
  const allKept = reachedSent.length > 0 && reachedSent.every((j) => j.kept);
  const stages = visibleStages(trackOpens).filter((stage) => !(allKept && stage === 'delivered'));
  return {
    trackOpens,
    total: journeys.length,
    stages: stages.map((stage) => {
      const here = journeys.filter((j) => j.stage === stage);
      return {
        stage,
        label: stage === 'sent' && allKept ? KEPT_LABEL : STAGE_LABELS[stage],
        reached: journeys.filter((j) => j.steps.has(stage)).length,
        guests: here,
        nudgeable: stage === 'answered' ? 0 : here.filter((j) => j.canReceive).length,
      };
    }),
  };
}
