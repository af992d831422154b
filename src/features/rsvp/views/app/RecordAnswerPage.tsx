import { AnswerForm } from '../guest-forms/AnswerForm';
import type { HouseholdMember, RsvpDraft, RsvpEvent, RsvpQuestion } from '../../../../shared/rsvp/model';

/** /app/rsvp/record/{guestId}: the couple types in an answer given by phone (the guest's own form, no e-mail to anyone). */
export function RecordAnswerPage({
  guestId,
  householdName,
  members,
  events = [],
  questions,
  draft,
  errors,
}: {
  guestId: string;
  householdName: string | null;
  members: HouseholdMember[];
  events?: RsvpEvent[];
  questions: RsvpQuestion[];
  draft: RsvpDraft;
  errors: Record<string, string>;
}) {
  return (
    <section className="card app-card rsvp-record">
      <p>
        Record what {members[0]?.name ?? 'your guest'} told you{members.length > 1 ? ' for their party' : ''}. Leave anyone you have not heard from blank.
      </p>
      <AnswerForm
        action={`/app/rsvp/record/${guestId}`}
        members={members}
        householdName={householdName}
        events={events}
        // The couple's app reads the questions as they wrote them (the default language), never a translation.
        questions={questions.map((question) => ({ ...question, translations: undefined }))}
        draft={draft}
        errors={errors}
        statusRequired={false}
        askEmail={false}
        submitLabel="Save answer"
      />
      <p>
        <a href="/app/rsvp">Back to RSVP</a>
      </p>
    </section>
  );
}
