import { AnswerForm } from '../guest-forms/AnswerForm';
import type { HouseholdMember, RsvpDraft, RsvpEvent, RsvpQuestion } from '../../../../shared/rsvp/model';
import { useAppText } from '../../../../shared/i18n/app';

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
  const t = useAppText();
  return (
    <section className="card app-card rsvp-record">
      <p>{t('rsvp.record.intro', { name: members[0]?.name ?? t('rsvp.record.yourGuest'), party: members.length > 1 ? 'yes' : 'no' })}</p>
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
        submitLabel={t('rsvp.record.save')}
      />
      <p>
        <a href="/app/rsvp">{t('rsvp.record.back')}</a>
      </p>
    </section>
  );
}
