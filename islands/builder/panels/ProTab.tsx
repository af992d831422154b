import { useAtomValue, useSetAtom } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import { proAtom, upgradeAtom } from '../state/builder-session';
import { saveAtom } from '../state/draft';
import { Checkbox, ProBadge, SaveButton, TextInput } from './controls';

/**
 * Free users see the Pro controls locked: each one still answers a click or a key with the
 * upgrade dialog ('Unlock With Pro') instead of doing nothing, which is why they are
 * aria-disabled rather than disabled (a disabled control receives no events).
 */
function LockedPro() {
  const setUpgrade = useSetAtom(upgradeAtom);
  const gate = () => setUpgrade({ open: true, message: EDITOR_MESSAGES.upgradeToUnlock });
  const t = useAppText();
  return (
    <div className="b-tab b-locked">
      <p className="b-note">
        <ProBadge /> {t('builder.pro.locked')}
      </p>
      <label className="b-field">
        <span className="b-field__label">
          {t('builder.pro.password')} <ProBadge />
        </span>
        <input
          className="b-input"
          name="websitePassword"
          aria-disabled="true"
          readOnly
          placeholder={EDITOR_MESSAGES.upgradeToUnlock}
          value=""
          onClick={gate}
          onKeyDown={(e) => (e.key.length === 1 || e.key === 'Enter') && gate()}
        />
      </label>
      <button type="button" role="switch" aria-checked={false} aria-disabled="true" className="b-locked-switch" onClick={gate}>
        <span className="b-locked-switch__box" aria-hidden="true" />
        {t('builder.pro.passwordEnabled')} <ProBadge />
      </button>
      <button type="button" role="switch" aria-checked={true} aria-disabled="true" className="b-locked-switch" onClick={gate}>
        <span className="b-locked-switch__box is-on" aria-hidden="true" />
        {t('builder.pro.footer')} <ProBadge />
      </button>
      <button type="button" className="btn btn--primary b-save" onClick={() => setUpgrade({ open: true })}>
        {EDITOR_MESSAGES.unlockWithPro}
      </button>
    </div>
  );
}

/** Website password, Password Enabled, Footer visible and their update button (sent to the Pro update). */
export function ProTab() {
  const pro = useAtomValue(proAtom);
  const save = useSetAtom(saveAtom);
  const t = useAppText();
  if (!pro) return <LockedPro />;
  return (
    <div className="b-tab">
      <TextInput name="websitePassword" label={t('builder.pro.password')} maxLength={100} />
      <Checkbox name="enablePassword" label={t('builder.pro.passwordEnabled')} />
      <Checkbox name="enableFooter" label={t('builder.pro.footer')} />
      <SaveButton onClick={() => save({ fields: ['websitePassword', 'enablePassword', 'enableFooter'], pro: true })} />
    </div>
  );
}
