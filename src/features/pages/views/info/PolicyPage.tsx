import { InfoPage } from './InfoPage';

export function PolicyPage({ supportEmail }: { supportEmail: string }) {
  return (
    <InfoPage title="Privacy Policy" lead="What we store, why, and what we never do with it.">
      <h2>What we store</h2>
      <ul>
        <li>Your account: name, e-mail address and a salted password hash (never the password itself).</li>
        <li>Your wedding website content and the photos you upload. Photo location data (EXIF) is removed on upload.</li>
        <li>Your guest list: names, optional e-mail addresses, households, RSVP answers and notes.</li>
        <li>A log of the e-mails we send for you, so you can see what went out and to whom.</li>
      </ul>
      <h2>Why</h2>
      <p>Only to run your website, collect your RSVPs and send the e-mails you ask us to send. We do not sell or rent data and we do not show ads.</p>
      <h2>Your guests</h2>
      <p>Guests can unsubscribe from your e-mails with one click. Guest e-mail addresses are used only for your wedding.</p>
      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you logged in and, on password-protected sites, a cookie that remembers the guest entered the password. No tracking
        cookies.
      </p>
      <h2>Deleting your data</h2>
      <p>
        Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we delete your account, website, guest list and photos within 30 days.
      </p>
    </InfoPage>
  );
}
