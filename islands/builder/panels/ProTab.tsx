import { useAtomValue, useSetAtom } from 'jotai';
import { proAtom, upgradeAtom } from '../state/builder-session';
import { saveAtom } from '../state/draft';
import { Checkbox, ProBadge, SaveButton, TextInput } from './controls';

/** Website password, Password Enabled, Footer visible: locked behind a PRO badge for free users. */
export function ProTab() {
  const pro = useAtomValue(proAtom);
  const save = useSetAtom(saveAtom);
  const setUpgrade = useSetAtom(upgradeAtom);
  if (!pro) {
    return (
      <div className="b-tab b-locked">
        <p>
          <ProBadge /> Password protection and hiding the footer come with Pro.
        </p>
        <label className="b-check">
          <input type="checkbox" disabled checked={false} readOnly />
          <span>Password Enabled</span> <ProBadge />
        </label>
        <label className="b-check">
          <input type="checkbox" disabled checked readOnly />
          <span>Footer visible</span> <ProBadge />
        </label>
        <button type="button" className="btn btn--primary" onClick={() => setUpgrade({ open: true })}>
          Unlock With Pro
        </button>
      </div>
    );
  }
  return (
    <div className="b-tab">
      <TextInput name="websitePassword" label="Website password" maxLength={100} />
      <Checkbox name="enablePassword" label="Password Enabled" />
      <Checkbox name="enableFooter" label="Footer visible" />
      <SaveButton onClick={() => void save({ fields: ['websitePassword', 'enablePassword', 'enableFooter'], pro: true })} />
    </div>
  );
}
