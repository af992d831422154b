import { InfoPage } from './InfoPage';

const QUESTIONS: [string, string][] = [
  [
    'How do I get started?',
    'Create a free account, confirm your email, then open the Website Builder. Pick a theme under Designs, fill in your names, date and story, and choose your web address in Quick settings.',
  ],
  [
    'What does it cost?',
    'The site, your web address and up to 65 guests are free. Pro is a one-time payment of $50: up to 350 guests, e-mailed save-the-dates, invitations and reminders, RSVP tracking, special requests, a website password, premium sections such as the map, and no Vowly footer.',
  ],
  [
    'Can guests RSVP without an account?',
    'Yes. Guests open your site, press RSVP and find themselves by name, or use the personal link from their invitation. One person can answer for their whole household.',
  ],
  ['Can I keep my site private?', 'On Pro you can protect the site with a password. Every site is hidden from search engines unless you choose to publish it.'],
  [
    'How many e-mails can I send?',
    'Test e-mails and single sends whenever you like; one bulk send to all guests per day, so nobody gets the same invitation twice.',
  ],
  ['Can I change my web address later?', 'Yes, in Quick settings. The old address stops working, so share the new link with anyone who has the old one.'],
  ['I forgot my password.', 'Use Password Reset on the login page: we e-mail you a link that works for one hour.'],
  ['How do I reach you?', 'Use Contact in the app menu. We reply within one business day.'],
];

export function FaqPage() {
  return (
    <InfoPage title="Getting Started" lead="Answers to what couples ask us most.">
      {QUESTIONS.map(([question, answer]) => (
        <details key={question} className="faq">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </InfoPage>
  );
}
