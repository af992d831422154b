import { MEMBER_ROLES, type MemberRole } from '../../../core/db/schema';
import type { WeddingRole } from '../../../core/auth/role-rules';
import { Field, FormError } from '../../../core/rendering/components/Form';
import type { PlannerEntry } from '../domain/planners';
import { ROLE_LABELS } from '../domain/roles';

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
  const who = entry.name ?? entry.email;
  return (
    <li className="planners__person" data-testid="planner">
      <div className="planners__who">
        <strong>
          {who}
          {entry.you && ' (you)'}
        </strong>
        {entry.name && <span className="planners__email">{entry.email}</span>}
        <span className="planners__role">
          {ROLE_LABELS[entry.role].name}
          {entry.kind === 'invitation' && entry.expiresAt && ` · invited, link valid until ${expiry(entry.expiresAt)}`}
        </span>
      </div>
      {manage && entry.kind !== 'owner' && (
        <div className="planners__actions">
          <form method="post" action={`/app/planners/${entry.id}`} className="planners__inline">
            <RoleSelect name="role" value={entry.role} label={`Role of ${who}`} />
            <button className="btn" type="submit">
              Change role
            </button>
          </form>
          {owner && entry.kind === 'member' && entry.role === 'partner' && (
            <form method="post" action="/app/planners/transfer" className="inline-form">
              <input type="hidden" name="memberId" value={entry.id} />
              <button className="btn" type="submit">
                Make owner
              </button>
            </form>
          )}
          <form method="post" action={`/app/planners/${entry.id}/delete`} className="inline-form">
            <button className="btn btn--ghost" type="submit">
              {entry.kind === 'invitation' ? 'Withdraw' : 'Remove'}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

/** /app/planners: who plans the wedding, inviting more people, and one's own place (leave). */
export function PlannersPage({ weddingName, role, manage, entries, limit, error, draft, deletion }: PlannersPageProps) {
  const owner = role === 'owner';
  return (
    <div className="planners">
      {manage && (
        <section className="card app-card">
          <h2>People planning {weddingName}</h2>
          <ul className="planners__list">
            {entries.map((entry) => (
              <Person key={entry.id} entry={entry} manage={manage} owner={owner} />
            ))}
          </ul>
          <p className="field__hint">
            {entries.length} of {limit} people, invitations included. Removing someone ends their access at once.
          </p>
        </section>
      )}
      {manage && (
        <section className="card app-card">
          <h2>Invite someone</h2>
          <p>They get an e-mail with a link that works once, for 14 days, only with that address.</p>
          <FormError message={error} />
          <form method="post" action="/app/planners" className="form-stack">
            <Field label="Email" name="email" type="email" value={draft?.email} autoComplete="off" />
            <div className="field">
              <label className="field__label" htmlFor="invite-role">
                Role
              </label>
              <RoleSelect
                name="role"
                value={(MEMBER_ROLES as readonly string[]).includes(draft?.role ?? '') ? (draft!.role as MemberRole) : 'partner'}
                label="Role"
                id="invite-role"
              />
            </div>
            <ul className="planners__roles">
              {MEMBER_ROLES.map((key) => (
                <li key={key}>
                  <strong>{ROLE_LABELS[key].name}:</strong> {ROLE_LABELS[key].can}
                </li>
              ))}
            </ul>
            <button className="btn btn--primary" type="submit">
              Send invitation
            </button>
          </form>
        </section>
      )}
      <section className="card app-card">
        <h2>Your place</h2>
        <p>
          You are {ROLE_LABELS[role].article} <strong>{ROLE_LABELS[role].name.toLowerCase()}</strong> of {weddingName}: {ROLE_LABELS[role].can}
        </p>
        {owner ? (
          <p>
            To leave this wedding, first make a partner its owner (Make owner above), or <a href="#delete-wedding">delete the wedding</a>.
          </p>
        ) : (
          <form method="post" action="/app/planners/leave" className="inline-form">
            <button className="btn" type="submit">
              Leave this wedding
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
  return (
    <section className="card app-card danger-zone" aria-labelledby="danger-zone-title" id="delete-wedding">
      <h2 id="danger-zone-title">Delete this wedding</h2>
      <p>
        Deleting {weddingName} removes its website (guests find it offline), the guest list, RSVP answers, events, seating, guests' photos and the activity log;
        e-mails not sent yet are cancelled and everyone on the planning team loses access (they are told by e-mail). It cannot be undone.
      </p>
      {pro && <p>This wedding has Pro: Pro is deleted with it. It does not move to another wedding and is not refunded.</p>}
      <p>Your account stays: you go on to your other wedding, or start a new one.</p>
      <FormError message={error} />
      <form method="post" action="/app/planners/delete-wedding" className="form-stack">
        <div className="field">
          <label className="field__label" htmlFor="delete-confirmation">
            Type <strong>{confirmation}</strong> to confirm
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
            title={`Type ${confirmation}`}
          />
        </div>
        <button className="btn btn--danger" type="submit">
          Delete this wedding
        </button>
      </form>
    </section>
  );
}
