import { MEMBER_ROLES, type MemberRole } from '../../../core/db/schema';
import type { WeddingRole } from '../../../core/auth/role-rules';
import { Field, FormError } from '../../../core/rendering/components/Form';
import type { PlannerEntry } from '../domain/planners';
import { ROLE_LABELS } from '../domain/roles';
import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';

export interface PlannersPageProps {
  weddingName: string;
  role: WeddingRole;
  /** Owner and partner: the list, invitations and role changes. */
  manage: boolean;
  entries: PlannerEntry[];
  limit: number;
  error?: string;
  draft?: { email: string; role: string };
  /** The owner's danger zone: what to type to delete the wedding, whether it has Pro, a refused try. */
  deletion?: { confirmation: string; pro: boolean; error?: string };
}

function RoleSelect({ name, value, label, id }: { name: string; value: string; label: string; id?: string }) {
  return (
    <select className="field__input" name={name} defaultValue={value} aria-label={label} id={id}>
      {MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role].name}
        </option>
      ))}
    </select>
  );
}

function expiry(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function Person({ entry, manage, owner }: { entry: PlannerEntry; manage: boolean; owner: boolean }) {
  const t = useAppText();
  const who = entry.name ?? entry.email;
  return (
    <li className="planners__person" data-testid="planner">
      <div className="planners__who">
        <strong>{entry.you ? t('planners.person.you', { who }) : who}</strong>
        {entry.name && <span className="planners__email">{entry.email}</span>}
        <span className="planners__role">
          {entry.kind === 'invitation' && entry.expiresAt
            ? t('planners.person.invitedUntil', { role: ROLE_LABELS[entry.role].name, date: expiry(entry.expiresAt) })
            : ROLE_LABELS[entry.role].name}
        </span>
      </div>
      {manage && entry.kind !== 'owner' && (
        <div className="planners__actions">
          <form method="post" action={`/app/planners/${entry.id}`} className="planners__inline">
            <RoleSelect name="role" value={entry.role} label={t('planners.person.roleOf', { who })} />
            <button className="btn" type="submit">
              {t('planners.person.changeRole')}
            </button>
          </form>
          {owner && entry.kind === 'member' && entry.role === 'partner' && (
            <form method="post" action="/app/planners/transfer" className="inline-form">
              <input type="hidden" name="memberId" value={entry.id} />
              <button className="btn" type="submit">
                {t('planners.person.makeOwner')}
              </button>
            </form>
          )}
          <form method="post" action={`/app/planners/${entry.id}/delete`} className="inline-form">
            <button className="btn btn--ghost" type="submit">
              {t(entry.kind === 'invitation' ? 'planners.person.withdraw' : 'planners.person.remove')}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

/** /app/planners: who plans the wedding, inviting more people, and one's own place (leave). */
export function PlannersPage({ weddingName, role, manage, entries, limit, error, draft, deletion }: PlannersPageProps) {
  const t = useAppText();
  const owner = role === 'owner';
  return (
    <div className="planners">
      {manage && (
        <section className="card app-card">
          <h2>{t('planners.list.heading', { wedding: weddingName })}</h2>
          <ul className="planners__list">
            {entries.map((entry) => (
              <Person key={entry.id} entry={entry} manage={manage} owner={owner} />
            ))}
          </ul>
          <p className="field__hint">{t('planners.list.count', { count: entries.length, limit })}</p>
        </section>
      )}
      {manage && (
        <section className="card app-card">
          <h2>{t('planners.invite.heading')}</h2>
          <p>{t('planners.invite.lead')}</p>
          <FormError message={error} />
          <form method="post" action="/app/planners" className="form-stack">
            <Field label={t('accounts.form.email')} name="email" type="email" value={draft?.email} autoComplete="off" />
            <div className="field">
              <label className="field__label" htmlFor="invite-role">
                {t('planners.invite.role')}
              </label>
              <RoleSelect
                name="role"
                value={(MEMBER_ROLES as readonly string[]).includes(draft?.role ?? '') ? (draft!.role as MemberRole) : 'partner'}
                label={t('planners.invite.role')}
                id="invite-role"
              />
            </div>
            <ul className="planners__roles">
              {MEMBER_ROLES.map((key) => (
                <li key={key}>
                  {richText(
                    t,
                    'planners.invite.roleCan',
                    { name: <strong>{t('planners.invite.roleName', { name: ROLE_LABELS[key].name })}</strong> },
                    { can: ROLE_LABELS[key].can },
                  )}
                </li>
              ))}
            </ul>
            <button className="btn btn--primary" type="submit">
              {t('planners.invite.submit')}
            </button>
          </form>
        </section>
      )}
      <section className="card app-card">
        <h2>{t('planners.place.heading')}</h2>
        <p>
          {richText(
            t,
            'planners.place.youAre',
            { name: <strong>{ROLE_LABELS[role].name.toLowerCase()}</strong> },
            { role, wedding: weddingName, can: ROLE_LABELS[role].can },
          )}
        </p>
        {owner ? (
          <p>{richText(t, 'planners.place.ownerLeave', { link: <a href="#delete-wedding">{t('planners.place.deleteLink')}</a> })}</p>
        ) : (
          <form method="post" action="/app/planners/leave" className="inline-form">
            <button className="btn" type="submit">
              {t('planners.place.leave')}
            </button>
          </form>
        )}
      </section>
      {deletion && <DangerZone weddingName={weddingName} {...deletion} />}
    </div>
  );
}

/** A pattern matching exactly `text` (the browser checks it before sending; the server checks again). */
function exactPattern(text: string) {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** The owner's "Delete this wedding": what goes, what Pro does, and the web address to type. */
function DangerZone({ weddingName, confirmation, pro, error }: { weddingName: string; confirmation: string; pro: boolean; error?: string }) {
  const t = useAppText();
  return (
    <section className="card app-card danger-zone" aria-labelledby="danger-zone-title" id="delete-wedding">
      <h2 id="danger-zone-title">{t('planners.delete.heading')}</h2>
      <p>{t('planners.delete.what', { wedding: weddingName })}</p>
      {pro && <p>{t('planners.delete.pro')}</p>}
      <p>{t('planners.delete.accountStays')}</p>
      <FormError message={error} />
      <form method="post" action="/app/planners/delete-wedding" className="form-stack">
        <div className="field">
          <label className="field__label" htmlFor="delete-confirmation">
            {richText(t, 'planners.delete.type', { word: <strong>{confirmation}</strong> })}
          </label>
          <input
            className="field__input"
            id="delete-confirmation"
            name="confirmation"
            required
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            pattern={exactPattern(confirmation)}
            title={t('planners.delete.typeTitle', { word: confirmation })}
          />
        </div>
        <button className="btn btn--danger" type="submit">
          {t('planners.delete.submit')}
        </button>
      </form>
    </section>
  );
}
