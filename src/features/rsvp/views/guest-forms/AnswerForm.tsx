import {
  answersPerEvent,
  askedOf,
  fieldName,
  type HouseholdMember,
  type MemberDraft,
  type RsvpDraft,
  type RsvpEvent,
  type RsvpQuestion,
} from '../../../../shared/rsvp/model';
import { useI18n } from '../../../../shared/i18n/react';
import type { Translate } from '../../../../shared/i18n/translate';
import { Choices, ErrorText, fieldId, invalidProps, QuestionField, valueProps, yesNo } from './fields';

export interface AnswerFormProps {
  action: string;
  token?: string;
  /** Extra hidden fields (the couple's page sends the guest id). */
  hidden?: Record<string, string>;
  members: HouseholdMember[];
  householdName: string | null;
  /** The events the household answers for: a member invited to two or more answers each. */
  events?: RsvpEvent[];
  questions: RsvpQuestion[];
  draft: RsvpDraft;
  errors: Record<string, string>;
  /** Guests answer every open member; the couple may leave one blank. */
  statusRequired: boolean;
  askEmail: boolean;
  submitLabel: string;
  busy?: boolean;
  /** Given once hydrated: the fields become controlled. */
  onChange?: (draft: RsvpDraft) => void;
  /**
   * Running in the browser (after hydration): fields that depend on other answers show only when
   * they apply. Server-rendered (JavaScript off, and the first paint) they are all there.
   */
  live?: boolean;
  onSubmit?: (event: { preventDefault(): void }) => void;
}

const statusOptions = (t: Translate) => [
  { value: 'Accepted', label: t('rsvp.accepts') },
  { value: 'Declined', label: t('rsvp.declines') },
];
const eventOptions = (t: Translate) => [
  { value: 'Accepted', label: t('rsvp.attending') },
  { value: 'Declined', label: t('rsvp.notAttending') },
];

function LockedMember({ member, events }: { member: HouseholdMember; events: RsvpEvent[] }) {
  const { t } = useI18n();
  return (
    <fieldset className="rsvp-member rsvp-member--locked">
      <legend className="rsvp-member__name">{member.name}</legend>
      <p className="rsvp-member__answered">
        {t('rsvp.alreadyAnswered')} <strong>{t('rsvp.status', { status: member.status })}</strong>
        {member.plusOneStatus === 'Accepted' ? ` ${t('rsvp.withGuest', { name: member.plusOneName || t('rsvp.aGuest') })}` : ''}
      </p>
      {answersPerEvent(member) && (
        <ul className="rsvp-member__events">
          {(member.eventIds ?? []).map((id) => (
            <li key={id}>
              {`${events.find((e) => e.id === id)?.title ?? ''}: ${member.events?.[id] === 'Accepted' ? t('rsvp.attending') : member.events?.[id] === 'Declined' ? t('rsvp.notAttending') : t('rsvp.noAnswer')}`}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * Which of the guest's events their plus-one comes to (a guest of several events allowed one): the
 * same fields with JavaScript on or off (blank: the plus-one comes to the events the guest attends).
 */
function PlusOneEvents({
  member,
  entry,
  events,
  errors,
  set,
}: {
  member: HouseholdMember;
  entry: MemberDraft;
  events: RsvpEvent[];
  errors: Record<string, string>;
  set?: (change: Partial<MemberDraft>) => void;
}) {
  const ids = member.eventIds ?? [];
  const { t } = useI18n();
  return (
    <div className="rsvp-plus-one__events">
      <p className="rsvp-field__hint">{t('rsvp.plusOneEventsHint')}</p>
      {ids.map((eventId) => (
        <Choices
          key={eventId}
          name={fieldName.eventPlusOne(eventId, member.guestId)}
          legend={t('rsvp.guestAtEvent', { event: events.find((e) => e.id === eventId)?.title ?? t('rsvp.thisEvent') })}
          options={yesNo(t)}
          value={entry.eventPlusOnes?.[eventId] ?? ''}
          errors={errors}
          onChange={set && ((value) => set({ eventPlusOnes: { ...entry.eventPlusOnes, [eventId]: value as '' } }))}
        />
      ))}
    </div>
  );
}

/**
 * The per-person questions for the guest's plus-one (issue 22 item 2). Hydrated they show once the
 * guest says they bring one; as plain HTML they are always there, answered only by a guest who does.
 */
function PlusOneQuestions({
  member,
  entry,
  questions,
  errors,
  live,
  set,
}: {
  member: HouseholdMember;
  entry: MemberDraft;
  questions: RsvpQuestion[];
  errors: Record<string, string>;
  live: boolean;
  set?: (change: Partial<MemberDraft>) => void;
}) {
  const { t } = useI18n();
  if (questions.length === 0) return null;
  const name = entry.plusOneName.trim();
  return (
    <fieldset className="rsvp-plus-one__answers" data-testid="plus-one-answers">
      <legend className="rsvp-choices__legend">{name ? t('rsvp.answersOf', { name }) : t('rsvp.yourGuestAnswers')}</legend>
      {!live && <p className="rsvp-field__hint">{t('rsvp.onlyIfGuest')}</p>}
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          name={fieldName.plusOneAnswer(question.id, member.guestId)}
          value={entry.plusOneAnswers?.[question.id] ?? ''}
          errors={errors}
          onChange={set && ((value) => set({ plusOneAnswers: { ...entry.plusOneAnswers, [question.id]: value } }))}
        />
      ))}
    </fieldset>
  );
}

/** A question's label with the event it is about when the household has several. */
function questionFor(question: RsvpQuestion, events: RsvpEvent[]): RsvpQuestion {
  if (!question.eventId || events.length < 2) return question;
  const event = events.find((e) => e.id === question.eventId);
  return event ? { ...question, label: `${question.label} (${event.title})` } : question;
}

/** The household's answer form: one block per member, then the household's questions. */
export function AnswerForm(props: AnswerFormProps) {
  const { members, questions, draft, errors, onChange } = props;
  const events = props.events ?? [];
  const guestQuestions = questions.filter((q) => q.scope === 'guest');
  const householdQuestions = questions.filter((q) => q.scope === 'household');
  const householdLocked = members.some((m) => m.locked);
  const open = members.filter((m) => !m.locked);
  const { t } = useI18n();

  const setMember = onChange
    ? (guestId: string, change: Partial<MemberDraft>) => {
        const current = draft.members[guestId] ?? { status: '', plusOne: false, plusOneName: '', answers: {} };
        onChange({ ...draft, members: { ...draft.members, [guestId]: { ...current, ...change } } });
      }
    : undefined;
  const memberDraft = (guestId: string): MemberDraft => draft.members[guestId] ?? { status: '', plusOne: false, plusOneName: '', answers: {} };

  return (
    <form className="rsvp-form" method="post" action={props.action} noValidate={Boolean(onChange)} onSubmit={props.onSubmit} data-testid="rsvp-answer-form">
      {props.token && <input type="hidden" name="token" value={props.token} />}
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {errors[fieldName.form] && (
        <p className="rsvp-form__error" role="alert">
          {errors[fieldName.form]}
        </p>
      )}
      {members.length > 1 && props.statusRequired && (
        <p className="rsvp-form__lead">{props.householdName ? t('rsvp.answerForPartyNamed', { household: props.householdName }) : t('rsvp.answerForParty')}</p>
      )}
      {members.map((member) => {
        if (member.locked) return <LockedMember key={member.guestId} member={member} events={events} />;
        const entry = memberDraft(member.guestId);
        const set = setMember && ((change: Partial<MemberDraft>) => setMember(member.guestId, change));
        return (
          <fieldset key={member.guestId} className="rsvp-member" data-guest={member.guestId}>
            <legend className="rsvp-member__name">{member.name}</legend>
            {answersPerEvent(member) ? (
              (member.eventIds ?? []).map((eventId) => {
                const event = events.find((e) => e.id === eventId);
                return (
                  <Choices
                    key={eventId}
                    name={fieldName.event(eventId, member.guestId)}
                    legend={
                      <>
                        {event?.title ?? eventId}
                        {event?.when ? <span className="rsvp-event__when"> · {event.when}</span> : null}
                      </>
                    }
                    options={eventOptions(t)}
                    value={entry.events?.[eventId] ?? ''}
                    errors={errors}
                    required={props.statusRequired && !onChange}
                    onChange={set && ((value) => set({ events: { ...entry.events, [eventId]: value as '' } }))}
                  />
                );
              })
            ) : (
              <Choices
                name={fieldName.status(member.guestId)}
                legend={t('rsvp.willYouAttend')}
                options={statusOptions(t)}
                value={entry.status}
                errors={errors}
                required={props.statusRequired && !onChange}
                onChange={set && ((status) => set({ status: status as MemberDraft['status'] }))}
              />
            )}
            {member.plusOneAllowed && (
              <div className="rsvp-plus-one">
                <Choices
                  name={fieldName.plusOne(member.guestId)}
                  legend={t('rsvp.bringingGuest')}
                  options={yesNo(t)}
                  value={entry.plusOne ? 'yes' : entry.status === '' && !member.responded && !Object.values(entry.events ?? {}).some(Boolean) ? '' : 'no'}
                  errors={errors}
                  onChange={set && ((value) => set({ plusOne: value === 'yes' }))}
                />
                <label className="rsvp-field">
                  <span className="rsvp-field__label">{t('rsvp.guestName')}</span>
                  <input
                    className="rsvp-field__input"
                    type="text"
                    name={fieldName.plusOneName(member.guestId)}
                    id={fieldId(fieldName.plusOneName(member.guestId))}
                    autoComplete="off"
                    maxLength={100}
                    {...invalidProps(fieldName.plusOneName(member.guestId), errors)}
                    {...valueProps(entry.plusOneName, set && ((plusOneName) => set({ plusOneName })))}
                  />
                  <ErrorText name={fieldName.plusOneName(member.guestId)} errors={errors} />
                </label>
                {answersPerEvent(member) && <PlusOneEvents member={member} entry={entry} events={events} errors={errors} set={set} />}
              </div>
            )}
            {guestQuestions
              .filter((q) => askedOf(q, member))
              .map((question) => (
                <QuestionField
                  key={question.id}
                  question={questionFor(question, events)}
                  name={fieldName.answer(question.id, member.guestId)}
                  value={entry.answers[question.id] ?? ''}
                  errors={errors}
                  onChange={set && ((value) => set({ answers: { ...entry.answers, [question.id]: value } }))}
                />
              ))}
            {member.plusOneAllowed && (!props.live || entry.plusOne) && (
              <PlusOneQuestions
                member={member}
                entry={entry}
                questions={guestQuestions.filter((q) => askedOf(q, member)).map((q) => questionFor(q, events))}
                errors={errors}
                live={Boolean(props.live)}
                set={set}
              />
            )}
          </fieldset>
        );
      })}
      {householdQuestions.length > 0 && !householdLocked && (
        <fieldset className="rsvp-member rsvp-household">
          <legend className="rsvp-member__name">{members.length > 1 ? t('rsvp.forYourParty') : t('rsvp.fewMoreQuestions')}</legend>
          {householdQuestions.map((question) => (
            <QuestionField
              key={question.id}
              question={questionFor(question, events)}
              name={fieldName.answer(question.id)}
              value={draft.householdAnswers[question.id] ?? ''}
              errors={errors}
              onChange={onChange && ((value) => onChange({ ...draft, householdAnswers: { ...draft.householdAnswers, [question.id]: value } }))}
            />
          ))}
        </fieldset>
      )}
      {open.length > 0 && props.askEmail && (
        <label className="rsvp-field">
          <span className="rsvp-field__label">{t('rsvp.emailOptional')}</span>
          <input
            className="rsvp-field__input"
            type="email"
            name={fieldName.email}
            id={fieldId(fieldName.email)}
            autoComplete="email"
            maxLength={254}
            {...invalidProps(fieldName.email, errors)}
            {...valueProps(draft.email, onChange && ((email) => onChange({ ...draft, email })))}
          />
          <span className="rsvp-field__hint">{t('rsvp.emailHint')}</span>
          <ErrorText name={fieldName.email} errors={errors} />
        </label>
      )}
      {open.length > 0 && (
        <button className="w-button rsvp-form__submit" type="submit" disabled={props.busy}>
          {props.busy ? t('rsvp.sending') : props.submitLabel}
        </button>
      )}
    </form>
  );
}
