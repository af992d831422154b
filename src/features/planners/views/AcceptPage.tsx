import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { ROLE_LABELS } from '../domain/roles';
import type { MemberRole } from '../../../core/db/schema';
import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';
import { NewPasswordFields } from '../../accounts/web';

export interface AcceptInvitation {
  token: string;
  email: string;
  role: MemberRole;
  weddingName: string;
  inviterName: string | null;
}

function Invited({ invitation }: { invitation: AcceptInvitation }) {
  const t = useAppText();
  const role = ROLE_LABELS[invitation.role];
  const values = { inviter: invitation.inviterName, role: invitation.role, name: role.name.toLowerCase(), can: role.can };
  const wedding = <strong>{invitation.weddingName}</strong>;
  return <p>{richText(t, invitation.inviterName ? 'planners.accept.invitedBy' : 'planners.accept.invited', { wedding }, values)}</p>;
}

/** Logged in with the invited address: one button joins. */
export function AcceptJoinPage({ invitation, error }: { invitation: AcceptInvitation; error?: string }) {
  const t = useAppText();
  return (
    <HomeLayout>
      <AuthCard title={t('planners.accept.title')}>
        <Invited invitation={invitation} />
        <FormError message={error} />
        <form method="post" action="/planners/accept" className="form-stack">
          <input type="hidden" name="token" value={invitation.token} />
          <button className="btn btn--primary" type="submit">
            {t('planners.accept.join', { wedding: invitation.weddingName })}
          </button>
        </form>
      </AuthCard>
    </HomeLayout>
  );
}

/** Not logged in: register right here with the invited address, or log in and come back. */
export function AcceptRegisterPage({ invitation, error, name }: { invitation: AcceptInvitation; error?: string; name?: string }) {
  const t = useAppText();
  const back = `/planners/accept?token=${encodeURIComponent(invitation.token)}`;
  return (
    <HomeLayout>
      <AuthCard
        title={t('planners.accept.title')}
        footer={
          <span>
            {richText(
              t,
              'planners.accept.haveAccount',
              { link: <a href={`/login?next=${encodeURIComponent(back)}`}>{t('accounts.login.submit')}</a> },
              { email: invitation.email },
            )}
          </span>
        }
      >
        <Invited invitation={invitation} />
        <FormError message={error} />
        <form method="post" action="/planners/accept/register" className="form-stack">
          <input type="hidden" name="token" value={invitation.token} />
          <label className="field">
            <span className="field__label">{t('accounts.form.email')}</span>
            <input className="field__input" type="email" value={invitation.email} readOnly aria-readonly="true" />
            <span className="field__hint">{t('planners.accept.forAddress')}</span>
          </label>
          <Field label={t('accounts.form.yourName')} name="name" value={name} autoComplete="name" />
          <NewPasswordFields />
          <button className="btn btn--primary" type="submit">
            {t('planners.accept.register')}
          </button>
        </form>
        <p className="auth-card__fine">
          {richText(t, 'accounts.register.agree', {
            terms: <a href="/terms">{t('accounts.register.terms')}</a>,
            policy: <a href="/policy">{t('accounts.register.policy')}</a>,
          })}
        </p>
      </AuthCard>
    </HomeLayout>
  );
}

/** The link cannot be used (used, withdrawn, expired, or for another address than the logged-in one). */
export function AcceptRefusedPage({ message, otherAddress }: { message: string; otherAddress: boolean }) {
  const t = useAppText();
  return (
    <HomeLayout>
      <AuthCard title={t(otherAddress ? 'planners.accept.someoneElse' : 'planners.accept.unusable')}>
        <p role="alert">{message}</p>
        {otherAddress ? (
          <form method="post" action="/logout">
            <button className="btn btn--primary" type="submit">
              {t('planners.accept.logOut')}
            </button>
          </form>
        ) : (
          <p>
            <a className="btn btn--primary" href="/app">
              {t('planners.accept.dashboard')}
            </a>
          </p>
        )}
      </AuthCard>
    </HomeLayout>
  );
}
