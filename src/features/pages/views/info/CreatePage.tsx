import { THEME_CATALOGUE } from '../../../../shared/wedding/themes';
import { InfoPage } from './InfoPage';

export function CreatePage({ loggedIn }: { loggedIn: boolean }) {
  return (
    <InfoPage title="Create your wedding website" lead="Four steps, about fifteen minutes, free to start.">
      <ol className="steps">
        <li>
          <strong>Create your account</strong> — name, e-mail and a password. We send a link to confirm your address.
        </li>
        <li>
          <strong>Pick a design</strong> — {THEME_CATALOGUE.length} designs; change it any time without losing a word.
        </li>
        <li>
          <strong>Fill in your sections</strong> — names, date, your story, the schedule, travel, photos. Add or hide sections as you like.
        </li>
        <li>
          <strong>Choose your address and share it</strong> — vowly/your-names, ready to send to guests.
        </li>
      </ol>
      <p>
        {loggedIn ? (
          <a className="btn btn--primary" href="/builder">
            Open the Website Builder
          </a>
        ) : (
          <a className="btn btn--primary" href="/register">
            Start for free
          </a>
        )}
      </p>
    </InfoPage>
  );
}
