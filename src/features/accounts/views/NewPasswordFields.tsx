import { Field } from '../../../core/rendering/components/Form';
import { useAppText } from '../../../shared/i18n/app';
import { PASSWORD_MIN } from '../domain/credentials';

/**
 * A new password with its hint, then its confirmation: sign-up, the team invitation's sign-up, the reset and the
 * security settings. `name` is the password field's name; `wording` 'new' says "New password" where one is replaced.
 */
export function NewPasswordFields({ name = 'password', wording = 'first' }: { name?: 'password' | 'newPassword'; wording?: 'first' | 'new' }) {
  const t = useAppText();
  return (
    <>
      <Field
        label={t(wording === 'new' ? 'accounts.form.newPassword' : 'accounts.form.password')}
        name={name}
        type="password"
        autoComplete="new-password"
        hint={t('accounts.password.hint', { min: PASSWORD_MIN })}
      />
      <Field
        label={t(wording === 'new' ? 'accounts.form.confirmNewPassword' : 'accounts.form.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
