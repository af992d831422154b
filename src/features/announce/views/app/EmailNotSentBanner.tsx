/** Production keeping e-mails instead of sending them (issue 28 item 2): said on every announce page. */
export function EmailNotSentBanner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="email-not-sent" role="alert" data-testid="email-not-sent">
      <strong>{text}</strong>
    </div>
  );
}
