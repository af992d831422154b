import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider, useI18n } from '../src/shared/i18n/react';
import { createTranslator } from '../src/shared/i18n/translate';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { draftFromMembers, withEventStatuses, type RsvpDraft } from '../src/shared/rsvp/model';
import { validateDraft, validateRequest, type FieldErrors } from '../src/shared/rsvp/validate';
import { AnswerForm } from '../src/features/rsvp/views/guest-forms/AnswerForm';
import { Navigating, RsvpApiError, rsvpRequest } from './rsvp/api';
import { FindForm } from '../src/features/rsvp/views/guest-forms/FindForm';
import { rsvpFormPropsSchema, type HouseholdProps, type RsvpFormProps, type RsvpView } from './rsvp/props';
import { RequestForm, type RequestValues } from './rsvp/RequestForm';

type GuestReply = {
  token: string;
  household: string | null;
  members: HouseholdProps['members'];
  householdAnswers: Record<string, string>;
  events?: HouseholdProps['events'];
};

function householdOf(guest: GuestReply): HouseholdProps {
  return { token: guest.token, householdName: guest.household, members: guest.members, householdAnswers: guest.householdAnswers, events: guest.events ?? [] };
}

/** Focuses the first field with an error once React has drawn the messages. */
function focusFirstError(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>(
      '[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]',
    );
    field?.focus();
  });
}

function serverErrors(error: unknown, genericError: string): FieldErrors {
  if (error instanceof RsvpApiError) {
    const errors = error.body.errors;
    if (errors && typeof errors === 'object') return errors as FieldErrors;
    return { form: error.message };
  }
  return { form: genericError };
}

/**
 * The guest's RSVP. Server-rendered it is three plain forms (find by name, answer, leave a note)
 * that post to the page; hydrated, the same forms check themselves as the server would, talk to
 * the RSVP API and change in place, then go to the confirmation page.
 */
function RsvpFormInLanguage(props: RsvpFormProps) {
  const { t, lang } = useI18n();
  const [view, setView] = useState<RsvpView>(props.view);
  const [household, setHousehold] = useState(props.household);
  const [questions, setQuestions] = useState(props.questions);
  const [draft, setDraft] = useState<RsvpDraft | null>(props.draft);
  const [errors, setErrors] = useState<FieldErrors>(props.errors);
  const [notice, setNotice] = useState(props.notice);
  const [name, setName] = useState(props.name);
  const [lookupEmail, setLookupEmail] = useState(props.lookupEmail ?? null);
  const [request, setRequest] = useState<RequestValues>(props.request);
  const [busy, setBusy] = useState(false);
  /** Hydrated: fields that depend on other answers (a plus-one's questions) follow them. */
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  /** After a refused submit, every change re-checks the form, so messages go as soon as they are fixed. */
  const [checking, setChecking] = useState(Object.keys(props.errors).length > 0);
  const root = useRef<HTMLDivElement>(null);
  const base = `/${props.weddingUrl}/rsvp`;
  // The page's language rides along on every address the form goes to (?lang=es), when it is not the default.
  const query = props.query ?? '';
  const also = query ? `&${query.slice(1)}` : '';

  function fail(next: FieldErrors) {
    setErrors(next);
    setChecking(true);
    focusFirstError(root.current);
  }

  function draftProblems(next: RsvpDraft) {
    return household
      ? validateDraft(withEventStatuses(next, household.members), {
          members: household.members,
          questions,
          requireEveryMember: true,
          enforceRequired: true,
          events: household.events ?? [],
          t,
          lang,
        })
      : {};
  }

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      if (error instanceof Navigating) return; // leaving the page
      fail(serverErrors(error, t('rsvp.genericError')));
    } finally {
      setBusy(false);
    }
  }

  function findByName(event: { preventDefault(): void }) {
    event.preventDefault();
    if (name.trim().split(/\s+/).filter(Boolean).length === 0) return fail({ name: t('rsvp.error.nameRequired') });
    void run(async () => {
      const withEmail = lookupEmail?.trim() ? `&email=${encodeURIComponent(lookupEmail.trim())}` : '';
      // The page's language rides along: the household's events come back with their titles and dates in it.
      const reply = await rsvpRequest(props.weddingUrl, 'GET', `?name=${encodeURIComponent(name)}${withEmail}${also}`);
      const guest = reply.guest as GuestReply | null;
      setErrors({});
      setChecking(false);
      // The API's msg is English: the page says the same in its own language.
      const msg = reply.ask === 'fullName' ? t('rsvp.fullNameNeeded') : reply.ask === 'email' ? t('rsvp.lookupEmailNeeded') : t('rsvp.notFoundByName');
      // Try again with more: the whole name, or (the wedding under attack) the invitation's e-mail too.
      if (!guest && reply.ask === 'fullName') return fail({ name: msg });
      if (!guest && reply.ask === 'email') {
        setLookupEmail(lookupEmail ?? '');
        setNotice(msg);
        setView('find');
        return;
      }
      if (!guest) {
        setNotice(msg);
        setRequest({ ...request, name });
        setView('request');
        return;
      }
      const next = householdOf(guest);
      // The page's event list shows only the events for everyone until the guest is known: when theirs
      // include one it does not show, load their own page (the list then shows their events).
      const listed = new Set([...document.querySelectorAll<HTMLElement>('.event-list [data-event]')].map((el) => el.dataset.event));
      if ((next.events ?? []).some((e) => !listed.has(e.id))) {
        window.location.assign(`${base}?token=${encodeURIComponent(next.token)}${also}`);
        return;
      }
      setHousehold(next);
      setQuestions(reply.questions as RsvpFormProps['questions']);
      setDraft(draftFromMembers(next.members, next.householdAnswers));
      setNotice(null);
      setView('answer');
      window.history.replaceState(null, '', `${base}?token=${encodeURIComponent(next.token)}${also}`);
    });
  }

  function sendAnswer(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!household || !draft) return;
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) return fail(problems);
    void run(async () => {
      const open = household.members.filter((m) => !m.locked);
      const sent = withEventStatuses(draft, household.members);
      // ?lang= too: the language the guest answered in becomes theirs, as with the plain form (their e-mails use it).
      await rsvpRequest(props.weddingUrl, 'PATCH', query, {
        token: household.token,
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
        members: open.map((m) => ({ guestId: m.guestId, ...sent.members[m.guestId] })),
        householdAnswers: draft.householdAnswers,
      });
      window.location.assign(`${base}/submitted?token=${encodeURIComponent(household.token)}${also}`);
    });
  }

  function sendRequest(event: { preventDefault(): void }) {
    event.preventDefault();
    const problems = validateRequest(request, t);
    if (Object.keys(problems).length > 0) return fail(problems);
    void run(async () => {
      await rsvpRequest(props.weddingUrl, 'POST', '/request', request);
      setErrors({});
      setView('requested');
    });
  }

  function edit(next: RsvpDraft) {
    setDraft(next);
    if (checking) setErrors(draftProblems(next));
  }

  function editRequest(next: RequestValues) {
    setRequest(next);
    if (checking) setErrors(validateRequest(next, t));
  }

  return (
    <div className="rsvp-island" ref={root}>
      {props.deadlineText && <p className="rsvp-deadline">{props.deadlineText}</p>}
      {notice && view !== 'requested' && (
        <p className="rsvp-notice" role="status">
          {notice}
        </p>
      )}
      {view === 'find' && (
        <FindForm
          action={`${base}/find${query}`}
          name={name}
          email={lookupEmail}
          errors={errors}
          busy={busy}
          onName={setName}
          onEmail={setLookupEmail}
          onSubmit={findByName}
        />
      )}
      {view === 'answer' && household && draft && (
        <>
          <AnswerForm
            action={`${base}${query}`}
            token={household.token}
            members={household.members}
            householdName={household.householdName}
            events={household.events ?? []}
            questions={questions}
            draft={draft}
            errors={errors}
            statusRequired
            askEmail
            submitLabel={t('rsvp.send')}
            busy={busy}
            live={live}
            onChange={edit}
            onSubmit={sendAnswer}
          />
          {household.members.every((m) => m.locked) && <p className="rsvp-notice">{t('rsvp.alreadyReplied')}</p>}
          <p className="rsvp-switch">
            {t('rsvp.notYou')} <a href={`${base}${query}`}>{t('rsvp.findByName')}</a>
          </p>
        </>
      )}
      {view === 'request' && (
        <>
          <FindForm
            action={`${base}/find${query}`}
            name={name}
            email={lookupEmail}
            errors={{}}
            busy={busy}
            onName={setName}
            onEmail={setLookupEmail}
            onSubmit={findByName}
          />
          <RequestForm action={`${base}/request${query}`} values={request} errors={errors} busy={busy} onChange={editRequest} onSubmit={sendRequest} />
        </>
      )}
      {view === 'requested' && (
        <p className="rsvp-notice rsvp-notice--done" role="status">
          {t('rsvp.requestSent')}
        </p>
      )}
    </div>
  );
}

/** The form in the page's language: the server sends the language and the RSVP's messages in it. */
function RsvpForm(props: RsvpFormProps) {
  const lang = props.lang ?? 'en';
  const t = useMemo(() => (props.messages ? createTranslator(lang, props.messages) : null), [lang, props.messages]);
  if (!t) return <RsvpFormInLanguage {...props} />;
  return (
    <I18nProvider lang={lang} t={t}>
      <RsvpFormInLanguage {...props} />
    </I18nProvider>
  );
}

export default defineIsland('RsvpForm', rsvpFormPropsSchema, RsvpForm, { load: 'eager', bundle: 'guest' });
