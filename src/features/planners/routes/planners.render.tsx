import type { Context } from 'hono';
import { can } from '../../../core/auth/role-rules';
import type { UserErrorStatus } from '../../../core/error-codes';
import type { OwnerEnv } from '../../../core/http/context';
import { deletionConfirmation, listPlanners, MEMBER_LIMIT } from '../domain/planners';
import { plannersRepository } from '../domain/repository';
import { weddingName } from '../../weddings';
import { appPage } from '../../weddings/web';
import { PlannersPage } from '../views/PlannersPage';
import { appText } from '../../../shared/i18n/app';

/** /app/planners, shown by its GET and again by a refused invitation or deletion form. */
export async function renderPlannersPage<E extends OwnerEnv>(
  c: Context<E>,
  failed?: { status: UserErrorStatus; inviteError?: string; draft?: { email: string; role: string }; deleteError?: string },
) {
  const { wedding, role, user } = c.var;
  const manage = can(role, 'members', 'write');
  if (failed) c.status(failed.status);
  const entries = manage ? await listPlanners(plannersRepository(c.var.store), wedding, user.id) : [];
  return appPage(
    c,
    appText('planners.title'),
    <PlannersPage
      weddingName={weddingName(wedding)}
      role={role}
      manage={manage}
      entries={entries}
      limit={MEMBER_LIMIT}
      error={failed?.inviteError}
      draft={failed?.draft}
      deletion={can(role, 'delete', 'write') ? { confirmation: deletionConfirmation(wedding), pro: c.var.pro, error: failed?.deleteError } : undefined}
    />,
  );
}
