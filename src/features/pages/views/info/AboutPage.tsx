import { InfoPage } from './InfoPage';

export function AboutPage() {
  return (
    <InfoPage title="About Vowly" lead="A wedding website and guest planner made by people who were tired of spreadsheets.">
      <p>
        Vowly gives every couple a beautiful wedding website at their own web address, a guest list that knows who belongs together, and RSVPs that land in one
        place. On Pro, save-the-dates, invitations and reminders go out by e-mail — to every guest, exactly once.
      </p>
      <h2>What we care about</h2>
      <ul>
        <li>
          <strong>Guests on phones.</strong> Wedding pages load instantly on a phone and work without JavaScript; nothing your guests need hides behind a
          spinner.
        </li>
        <li>
          <strong>Never losing an edit.</strong> The builder saves as you go and tells you when something did not save, instead of quietly dropping it.
        </li>
        <li>
          <strong>Privacy.</strong> Your site is hidden from search engines unless you publish it, and can sit behind a password. We never sell your guests'
          data.
        </li>
      </ul>
      <h2>Pricing</h2>
      <p>Building your site and managing up to 65 guests is free. Pro is a one-time $50 — no subscription, no renewal.</p>
      <p>
        <a className="btn btn--primary" href="/register">
          Create your site
        </a>
      </p>
    </InfoPage>
  );
}
