import { InfoPage } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service" lead="The short version: be kind, own what you upload, and we will keep your site running.">
      <h2>Your account</h2>
      <p>You are responsible for what happens under your account. Keep your password to yourself and tell us if you think someone else has used it.</p>
      <h2>Your content</h2>
      <p>
        You keep every right to the text and photos you upload. You give us permission to store and show them to your guests, which is the point of the service.
        Upload only what you have the right to share.
      </p>
      <h2>E-mail</h2>
      <p>Send e-mails only to people who expect to hear about your wedding. We limit bulk sends to one per day and may pause sending that looks like spam.</p>
      <h2>Pro</h2>
      <p>Pro is a one-time payment of $50 for the lifetime of your wedding website. If something is wrong with it within 14 days, write to us for a refund.</p>
      <h2>Availability</h2>
      <p>We work hard to keep your site online, and we back up data daily, but we cannot promise it will never be interrupted.</p>
      <h2>Ending</h2>
      <p>You can delete your account at any time. We may close accounts that abuse the service or other people.</p>
    </InfoPage>
  );
}
