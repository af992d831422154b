import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '../src/shared/client/api';
import { showToast } from '../src/shared/client/toast';
import { ADD_GUEST_ERROR, GUEST_ADDED, GUEST_DELETED, GUEST_LIMIT_CODE, GUEST_MODIFIED } from '../src/shared/guests/texts';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { appText, useAppText } from '../src/shared/i18n/app';
import { GuestFilters } from './guests/GuestFilters';
import { GuestForm, guestFormBody } from './guests/GuestForm';
import { GuestSummary } from './guests/GuestSummary';
import { GuestTable } from './guests/GuestTable';
import { guestListPropsSchema, queryString, type FormState, type GuestItem, type GuestListProps, type ListQuery, type Totals } from './guests/props';

type ListPage = Totals & { guests: GuestItem[]; nextCursor: string | null };
type GuestReply = Totals & { msg: string; guest: GuestItem };

/** The failure text of an add or edit (product.md §8): the server's msg, else 'Add guest error'. */
function failure(error: unknown): FormState {
  const msg = error instanceof ApiError && typeof error.body.msg === 'string' && error.body.msg ? error.body.msg : ADD_GUEST_ERROR;
  const limitReached = error instanceof ApiError && error.body.code === GUEST_LIMIT_CODE;
  return { values: {}, error: msg, limitReached };
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

/**
 * The couple's guest list. Server-rendered it is a set of plain forms and links that work
 * without JavaScript; hydrated, the same forms go through the API and the list updates in place.
 */
function GuestList(props: GuestListProps) {
  const t = useAppText();
  const [guests, setGuests] = useState(props.guests);
  const [nextCursor, setNextCursor] = useState(props.nextCursor);
  const [totals, setTotals] = useState(props.totals);
  const [query, setQuery] = useState(props.query);
  const [editId, setEditId] = useState(props.editId);
  const [addForm, setAddForm] = useState(props.addForm);
  const [editForm, setEditForm] = useState(props.editForm);
  const [busy, setBusy] = useState(false);
  const [addKey, setAddKey] = useState(0);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const requestSeq = useRef(0);

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  async function load(next: ListQuery, cursor?: string) {
    const seq = ++requestSeq.current;
    const page = await apiRequest<ListPage>('GET', `/guest-list?${queryString({ ...next, cursor })}`);
    if (seq !== requestSeq.current) return; // a newer search has started
    setGuests((current) => (cursor ? [...current, ...page.guests] : page.guests));
    setNextCursor(page.nextCursor);
    setTotals({ counts: page.counts, seatsUsed: page.seatsUsed, guestLimit: page.guestLimit });
  }

  function changeQuery(next: ListQuery) {
    setQuery(next);
    setEditId(null);
    window.history.replaceState(null, '', `/app/guest-list${queryString(next) ? `?${queryString(next)}` : ''}`);
    clearTimeout(searchTimer.current);
    const run = () => load(next).catch((error: Error) => showToast(error.message, 'error'));
    if (next.search !== query.search) searchTimer.current = setTimeout(run, 250);
    else void run();
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const reply = await apiRequest<GuestReply>('POST', '/guest-list', guestFormBody(form, 'add'));
      setGuests((current) => [reply.guest, ...current]);
      setTotals({ counts: reply.counts, seatsUsed: reply.seatsUsed, guestLimit: reply.guestLimit });
      setAddForm(null);
      setAddKey((k) => k + 1);
      showToast(reply.msg || GUEST_ADDED);
    } catch (error) {
      const state = failure(error);
      setAddForm({ ...state, values: formValues(form) });
      showToast(state.error!, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function save(guest: GuestItem, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const reply = await apiRequest<GuestReply>('PATCH', '/guest-list', { guestId: guest.guestId, ...guestFormBody(form, 'edit') });
      setGuests((current) => current.map((g) => (g.guestId === guest.guestId ? reply.guest : g)));
      setTotals({ counts: reply.counts, seatsUsed: reply.seatsUsed, guestLimit: reply.guestLimit });
      setEditId(null);
      setEditForm(null);
      showToast(reply.msg || GUEST_MODIFIED);
    } catch (error) {
      const state = failure(error);
      setEditForm({ ...state, values: formValues(form) });
      showToast(state.error!, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function remove(guest: GuestItem, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!window.confirm(appText('guests.deleteConfirm', { name: guest.name }))) return;
    try {
      const reply = await apiRequest<Totals & { msg: string }>('DELETE', `/guest-list/${encodeURIComponent(guest.guestId)}`);
      setGuests((current) => current.filter((g) => g.guestId !== guest.guestId));
      setTotals({ counts: reply.counts, seatsUsed: reply.seatsUsed, guestLimit: reply.guestLimit });
      showToast(reply.msg || GUEST_DELETED, 'info');
    } catch (error) {
      showToast((error as Error).message, 'error');
    }
  }

  const filtered = Boolean(query.search || query.status || query.tag);
  return (
    <div className="guest-list">
      <GuestSummary totals={totals} pro={props.pro} query={query} />
      <section className="card app-card">
        <h2>{t('guests.addHeading')}</h2>
        <GuestForm
          key={addKey}
          mode="add"
          state={addForm}
          households={props.households}
          returnQuery={queryString(query)}
          pro={props.pro}
          busy={busy}
          onSubmit={add}
        />
      </section>
      <section className="card app-card">
        <h2>{t('guests.listHeading')}</h2>
        <GuestFilters query={query} tags={props.tags} onChange={changeQuery} />
        <GuestTable
          guests={guests}
          query={query}
          filtered={filtered}
          editId={editId}
          editForm={editForm}
          households={props.households}
          pro={props.pro}
          busy={busy}
          rsvpBase={props.rsvpBase}
          onEdit={(id) => {
            setEditId(id);
            setEditForm(null);
          }}
          onSave={save}
          onDelete={remove}
        />
        {nextCursor && (
          <p>
            <a
              className="btn"
              href={`/app/guest-list?${queryString({ ...query, cursor: nextCursor })}`}
              onClick={(event) => {
                event.preventDefault();
                load(query, nextCursor).catch((error: Error) => showToast(error.message, 'error'));
              }}
            >
              {t('guests.showMore')}
            </a>
          </p>
        )}
      </section>
    </div>
  );
}

export default defineIsland('GuestList', guestListPropsSchema, GuestList, { load: 'idle' });
