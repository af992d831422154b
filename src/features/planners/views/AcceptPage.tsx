import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { ROLE_LABELS } from '../domain/roles';
import type { MemberRole } from '../../../core/db/schema';

export interface AcceptInvitation {
  token: string;
  email: string;
  role: MemberRole;
  weddingName: string;
  inviterName: string | null;
}

function Invited({ invitation }: { invitation: AcceptInvitation }) {
  const role = ROLE_LABELS[invitation.role];
  const who = invitation.inviterName ? `${invitation.inviterName} invited you` : 'You are invited';
  return (
    <p>
      {`${who} to plan `}
      <strong>{invitation.weddingName}</strong>
      {` as ${role.article} ${role.name.toLowerCase()}: ${role.can}`}
    </p>
  );
}

/** Logged in with the invited address: one button joins. */
export function AcceptJoinPage({ invitation, error }: { invitation: AcceptInvitation; error?: string }) {
  return (
    <HomeLayout>
      <AuthCard title="Join the wedding">
        <Invited invitation={invitation} />
        <FormError message={error} />
        <form method="post" action="/planners/accept" className="form-stack">
          <input type="hidden" name="token" value={invitation.token} />
          <button className="btn btn--primary" type="submit">
            Join {invitation.weddingName}
          </button>
        </form>
      </AuthCard>
    </HomeLayout>
  );
}

/** Not logged in: register right here with the invited address, or log in and come back. */
export function AcceptRegisterPage({ invitation, error, name }: { invitation: AcceptInvitation; error?: string; name?: string }) {
  const back = `/planners/accept?token=${encodeURIComponent(invitation.token)}`;
  return (
    <HomeLayout>
      <AuthCard
        title="Join the wedding"
        footer={
          <span>
            Already have an account with {invitation.email}? <a href={`/login?next=${encodeURIComponent(back)}`}>Log in</a> and come back to this link.
          </span>
        }
      >
        <Invited invitation={invitation} />
        <FormError message={error} />
        <form method="post" action="/planners/accept/register" className="form-stack">
          <input type="hidden" name="token" value={invitation.token} />
          <label className="field">
            <span className="field__label">Email</span>
            <input className="field__input" type="email" value={invitation.email} readOnly aria-readonly="true" />
            <span className="field__hint">The invitation is for this address.</span>
          </label>
          <Field label="Your name" name="name" value={name} autoComplete="name" />
          <Field label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters" />
          <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" />
          <button className="btn btn--primary" type="submit">
            Create account and join
          </button>
        </form>
        <p className="auth-card__fine">
          By creating an account you agree to our <a href="/terms">Terms</a> and <a href="/policy">Privacy Policy</a>.
        </p>
      </AuthCard>
    </HomeLayout>
  );
}

/** The link cannot be used (used, withdrawn, expired, or for another address than the logged-in one). */
export function AcceptRefusedPage({ message, otherAddress }: { message: string; otherAddress: boolean }) {
  return (
    <HomeLayout>
      <AuthCard title={otherAddress ? 'This invitation is for someone else' : 'This invitation cannot be used'}>
        <p role="alert">{message}</p>
        {otherAddress ? (
          <form method="post" action="/logout">
            <button className="btn btn--primary" type="submit">
              Log out
            </button>
          </form>
        ) : (
          <p>
            <a className="btn btn--primary" href="/app">
              Go to your dashboard
            </a>
          </p>
        )}
      </AuthCard>
    </HomeLayout>
  );
}
