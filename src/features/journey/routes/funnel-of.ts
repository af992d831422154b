import type { Context } from 'hono';
import type { OwnerEnv } from '../../../core/http/context';
import { readEmailSettings } from '../../email';
import { journeyFunnel } from '../domain/funnel';
import { journeyRepository } from '../domain/repository';

/** The couple's funnel (opens counted as their e-mail settings say). */
export async function funnelOf<E extends OwnerEnv>(c: Context<E>) {
  const { trackOpens } = await readEmailSettings(c.var.store, c.var.wedding.id);
  return journeyFunnel(journeyRepository(c.var.store), c.var.wedding.id, trackOpens);
}
