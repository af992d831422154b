// /app/journey (issue 16 item 7): the guest journey funnel with a nudge per step, and the
// automatic reminders before the RSVP deadline. Server-rendered forms; no JavaScript needed.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isPro } from '../../../core/auth/roles';
import { readEmailSettings } from '../../email';
import { bulkAvailableAt } from '../../email';
import { skippedText } from '../../email';
import { UserError } from '../../../core/errors';
import { reminderSchedule, scheduleReads } from '../domain/auto-reminders';
import { registerActions } from '../../../core/actions/register-actions';
import { JOURNEY_PATH, remindersApiAction, remindersPageAction } from './reminders.action';
import { journeyRepository } from '../domain/repository';
import { JOURNEY_STAGES, journeyFunnel } from '../domain/funnel';
import { sendReminderRound } from '../domain/remind';
import { deadlineText } from '../../rsvp';
import { readWedding } from '../../weddings';
import { newId } from '../../../shared/ids';
import { BULK_LIMIT_TITLE, EMAIL_PRO_ONLY, EMAIL_SENT, tryAgainAfter } from '../../../shared/email/texts';
import { JourneyPage } from '../views/JourneyPage';
import { NudgeConfirmPage } from '../views/NudgeConfirmPage';
import { dailyLimitResetAt, sendRefusedJson, sendSucceeded, wantsJson } from '../../announce';
import { renderEmail } from '../../email';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings';
import { apiError } from '../../../core/http/api/errors';

const PATH = JOURNEY_PATH;

/** A nudge: the step whose guests get the reminder card, and the form's id for this click. */
const nudgeSchema = z.object({
  stage: z.enum(JOURNEY_STAGES.filter((s) => s !== 'answered') as [string, ...string[]], { error: 'Choose a step to nudge' }),
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'requestId must be 8 to 100 letters, digits or -_:.'),
  /** Sent by the confirmation (the dialog, or the confirmation page without JavaScript); without it nothing is sent. */
  confirmed: z.literal('1').optional(),
});

function timeFormatter(timeZone: string) {
  return (date: Date) => {
    try {
      return format(new TZDate(date.getTime(), timeZone), 'EEE, MMM d, h:mm a');
    } catch {
      return format(new TZDate(date.getTime(), 'UTC'), 'EEE, MMM d, h:mm a');
    }
  };
}

/** The couple's funnel (opens counted as their e-mail settings say). */
function funnelOf<E extends OwnerEnv>(c: Context<E>) {
  return journeyFunnel(journeyRepository(c.var.store), c.var.wedding.id, readEmailSettings(c.var.db, c.var.user.id).trackOpens);
}

async function renderJourney<E extends OwnerEnv>(c: Context<E>, error: string | null = null) {
  const user = c.var.user;
  const wedding = readWedding(c.var.wedding);
  const now = new Date();
  const funnel = await funnelOf(c);
  const reads = await scheduleReads(c.var.store, wedding.id);
  const schedule = await reminderSchedule(journeyRepository(c.var.store), wedding, now, reads);
  const bulkAvailableAt = await reads.bulkAvailableAt(wedding.id, now);
  return appPage(
    c,
    'Guest journey',
    <JourneyPage
      funnel={funnel}
      pro={isPro(user.role)}
      schedule={schedule}
      deadlineText={deadlineText(reads.rsvp.deadline, wedding.timeZone)}
      bulkAvailableAt={bulkAvailableAt}
      requestIds={Object.fromEntries(JOURNEY_STAGES.map((stage) => [stage, newId()]))}
      formatTime={timeFormatter(wedding.timeZone)}
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
  .route('/', registerActions(new Hono<OwnerEnv>(), [remindersApiAction]))
  .use(requireApiOwner)
  .get('/', async (c) => c.json(await journeyJson(c)));

/** Mounted at /app/journey (PATH). */
export const journeyPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), [remindersPageAction((c, error) => renderJourney(c, error))]))
  .use(requirePageOwner)
  .get('/', (c) => renderJourney(c))
  .post('/nudge', async (c) => {
    const user = c.var.user;
    if (!isPro(user.role)) {
      if (wantsJson(c)) return sendRefusedJson(c, new UserError('plan.pro-required', EMAIL_PRO_ONLY));
      setFlash(c, EMAIL_PRO_ONLY, 'error');
      return c.redirect(PATH, 303);
    }
    const parsed = nudgeSchema.safeParse(await readBody(c));
    if (!parsed.success) {
      if (wantsJson(c)) return apiError(c, 'input.invalid', firstIssue(parsed.error));
      setFlash(c, firstIssue(parsed.error), 'error');
      return c.redirect(PATH, 303);
    }
    const wedding = readWedding(c.var.wedding);
    const stage = (await funnelOf(c)).stages.find((s) => s.stage === parsed.data.stage);
    if (!parsed.data.confirmed) {
      // Without JavaScript: the confirmation page, as the dialog asks with it (issue 22 item 10).
      const limit = await bulkAvailableAt(c.var.store, wedding.id);
      return appPage(
        c,
        'Guest journey',
        <NudgeConfirmPage
          stage={parsed.data.stage}
          stageLabel={stage?.label ?? parsed.data.stage}
          requestId={parsed.data.requestId}
          names={(stage?.guests ?? []).filter((g) => g.canReceive).map((g) => g.name)}
          bulkAvailableAt={limit ? timeFormatter(wedding.timeZone)(limit) : null}
        />,
      );
    }
    try {
      const result = await sendReminderRound(
        { store: c.var.store, db: c.var.db, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail },
        user.id,
        {
          wedding,
          guestIds: (stage?.guests ?? []).map((g) => g.guestId),
          requestKey: `req:nudge:${parsed.data.requestId}`,
          emailKey: (guestId, batchId) => `nudge:${wedding.id}:${batchId}:${guestId}`,
          now: new Date(),
          refuseEmpty: true,
        },
      );
      const count = result.queued.length;
      const skipped = skippedText(result.skipped);
      return sendSucceeded(c, PATH, `${EMAIL_SENT}${count && !result.replayed ? ` to ${count} ${count === 1 ? 'recipient' : 'recipients'}.` : ''}${skipped}`);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      if (wantsJson(c)) return sendRefusedJson(c, error);
      const limitResetAt = dailyLimitResetAt(error);
      if (limitResetAt) {
        const when = timeFormatter(wedding.timeZone)(new Date(limitResetAt));
        setFlash(c, `${BULK_LIMIT_TITLE}: ${error.message} ${tryAgainAfter(when)}`, 'warning');
      } else setFlash(c, error.message, 'error');
    }
    return c.redirect(PATH, 303);
  });
