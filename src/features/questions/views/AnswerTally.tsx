/** One question's answers as the couple reads them (RSVP manager and special-request responses): how many chose each option, then each typed answer with who gave it. */
export function AnswerTally({ counts, texts }: { counts: { value: string; label: string; count: number }[]; texts: { name: string; value: string }[] }) {
  return (
    <>
      {counts.length > 0 && (
        <ul className="rsvp-tally">
          {counts.map((entry) => (
            <li key={entry.value}>
              {entry.label}: <strong>{entry.count}</strong>
            </li>
          ))}
        </ul>
      )}
      {texts.length > 0 && (
        <ul className="rsvp-responses">
          {texts.map((entry, i) => (
            <li key={i}>
              <strong>{entry.name}</strong>: {entry.value}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
