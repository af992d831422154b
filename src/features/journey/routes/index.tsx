// /app/journey (issue 16 item 7): the guest journey funnel with a nudge per step, and the
// automatic reminders before the RSVP deadline. Server-rendered forms; no JavaScript needed.
import { zonedFormatter } from '../../../shared/wedding/zoned-format';
import { appText } from '../../../shared/i18n/app';
import { Hono, type Context } from 'hono';
import { reminderSchedule } from '../domain/auto-reminders';
import { scheduleReads } from '../domain/run-reminders';
import { registerActions } from '../../../core/actions/register-actions';
import { JOURNEY_PATH, remindersApiAction, remindersPageAction } from './reminders.action';
import { nudgeApiAction, nudgePageAction } from './nudge.action';
import { funnelOf } from './funnel-of';
import { journeyRepository } from '../domain/repository';
import { JOURNEY_STAGES } from '../domain/funnel';
import { deadlineText } from '../../rsvp';
import { readWedding } from '../../weddings';
import { newId } from '../../../shared/ids';
import { JourneyPage } from '../views/JourneyPage';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings/web';

const _PATH = JOURNEY_PATH;

async function renderJourney<E extends OwnerEnv>(c: Context<E>, error: string | null = null) {
  const _user = c.var.user;
  const wedding = readWedding(c.var.wedding);
  const now = new Date();
  const funnel = await funnelOf(c);
  const reads = await scheduleReads(c.var.store, wedding.id);
  const schedule = await reminderSchedule(journeyRepository(c.var.store), wedding, now, reads);
  const bulkAvailableAt = await reads.bulkAvailableAt(wedding.id, now);
  return appPage(
    c,
    appText('journey.title'),
    <JourneyPage
      funnel={funnel}
      pro={c.var.pro}
      schedule={schedule}
      deadlineText={deadlineText(reads.rsvp.deadline, wedding.timeZone)}
      bulkAvailableAt={bulkAvailableAt}
      requestIds={Object.fromEntries(JOURNEY_STAGES.map((stage) => [stage, newId()]))}
      formatTime={zonedFormatter(wedding.timeZone, 'EEE, MMM d, h:mm a')}
      error={error}
    />,
  );
}

/** The funnel and the reminder rounds as JSON (GET /api/v1/journey). */
async function journeyJson<E extends OwnerEnv>(c: Context<E>) {
  const wedding = readWedding(c.var.wedding);
  const now = new Date();
  const funnel = await funnelOf(c);
  const reads = await scheduleReads(c.var.store, wedding.id);
  const schedule = await reminderSchedule(journeyRepository(c.var.store), wedding, now, reads);
  const bulk = await reads.bulkAvailableAt(wedding.id, now);
  return {
    total: funnel.total,
    trackOpens: funnel.trackOpens,
    bulkAvailableAt: bulk ? bulk.toISOString() : null,
    stages: funnel.stages.map((stage) => ({
      stage: stage.stage,
      label: stage.label,
      reached: stage.reached,
      here: stage.guests.length,
      nudgeable: stage.nudgeable,
      guests: stage.guests.map((g) => ({ guestId: g.guestId, name: g.name, canReceive: g.canReceive })),
    })),
    reminders: {
      enabled: schedule.settings.enabled,
      days: schedule.settings.days,
      blocked: schedule.blocked,
      rounds: schedule.rounds.map((round) => ({
        days: round.days,
        dueAt: round.dueAt.toISOString(),
        ...round.status,
        ...('until' in round.status ? { until: round.status.until.toISOString() } : {}),
        ...('at' in round.status ? { at: round.status.at.toISOString() } : {}),
      })),
    },
  };
}

/** Mounted at /api/v1/journey: GET the funnel and reminder rounds; PATCH /reminders { enabled, days } (Pro, reminders.action.ts). */
export const journeyApi = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), [remindersApiAction, nudgeApiAction]))
  .use(requireApiOwner)
  .get('/', async (c) => c.json(await journeyJson(c)));

/** Mounted at /app/journey (PATH). */
export const journeyPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), [remindersPageAction((c, error) => renderJourney(c, error)), nudgePageAction]))
  .use(requirePageOwner)
  .get('/', (c) => renderJourney(c));
