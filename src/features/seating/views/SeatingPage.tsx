// /app/seating/{eventId}: an event's seating chart as plain forms (issue 24 items 2, 3, 5): "To seat"
// grouped by household with filters and search, the tables with who sits there, the checks before print.
// Every move is a form (a move menu: a table picker and a button), so it works without JavaScript, with
// the keyboard and on a 390 px phone as a list.
import type { ChartTable, Party, SeatedPerson, SeatingChart } from '../domain/chart';
import { MAX_SEATS_PER_TABLE, SEATING_MESSAGES as M } from '../domain/messages';
import { TABLE_SHAPE_NAMES } from '../../../shared/seating/shapes';
import { EVERYONE_SEATED, NOBODY_TO_SEAT } from '../../../shared/seating/texts';
import { Island } from '../../../core/rendering/hydration/Island';
import SeatingBoard from '../../../../islands/SeatingBoard';
import { richText } from '../../../shared/i18n';
import { type AppTranslate, useAppText } from '../../../shared/i18n/app';

export type ListFilter = 'attending' | 'awaiting' | 'all';

export interface SeatingView {
  chart: SeatingChart;
  filter: ListFilter;
  q: string;
}

function people(t: AppTranslate, n: number) {
  return t('seating.people', { count: n, n: String(n) });
}

function base(chart: SeatingChart) {
  return `/app/seating/${encodeURIComponent(chart.event.id)}`;
}

/** Where a form returns: the chart with the list as it was. */
function backQuery(view: SeatingView) {
  const params = new URLSearchParams();
  if (view.filter !== 'attending') params.set('filter', view.filter);
  if (view.q) params.set('q', view.q);
  const query = params.toString();
  return query ? `?back=${encodeURIComponent(query)}` : '';
}

function Version({ chart }: { chart: SeatingChart }) {
  return <input type="hidden" name="version" value={chart.version} />;
}

/** A table picker and its button: the move menu of a person, a household or a table's guest. */
function MoveMenu({
  view,
  ids,
  householdId,
  label,
  button,
  current,
  allowUnseat,
}: {
  view: SeatingView;
  ids: string[];
  householdId?: string;
  label: string;
  button: string;
  current?: string | null;
  allowUnseat?: boolean;
}) {
  const { chart } = view;
  const t = useAppText();
  return (
    <form method="post" action={`${base(chart)}/assign${backQuery(view)}`} className="seat-move">
      <Version chart={chart} />
      {householdId ? (
        <input type="hidden" name="householdId" value={householdId} />
      ) : (
        ids.map((id) => <input key={id} type="hidden" name="guestIds" value={id} />)
      )}
      <label className="seat-move__label">
        <span className="sr-only">{label}</span>
        <select className="field__input seat-move__select" name="tableId" defaultValue={current ?? ''} aria-label={label} required={!allowUnseat}>
          {allowUnseat ? (
            <option value="">{t('seating.move.unseat')}</option>
          ) : (
            <option value="" disabled>
              {t('seating.move.choose')}
            </option>
          )}
          {chart.tables.map((table) => (
            <option key={table.id} value={table.id}>
              {table.name} ({table.seated}/{table.capacity})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--primary seat-move__button">
        {button}
      </button>
    </form>
  );
}

function EventPicker({ chart }: { chart: SeatingChart }) {
  const t = useAppText();
  if (chart.events.length < 2) return null;
  return (
    <nav className="seating-events" aria-label={t('seating.events')}>
      {chart.events.map((event) => (
        <a
          key={event.id}
          className="status-count"
          href={`/app/seating/${encodeURIComponent(event.id)}`}
          aria-current={event.id === chart.event.id ? 'page' : undefined}
        >
          {event.title}
        </a>
      ))}
    </nav>
  );
}

function matches(person: SeatedPerson, party: { name: string }, q: string) {
  if (!q) return true;
  const needle = q.toLowerCase();
  return person.name.toLowerCase().includes(needle) || party.name.toLowerCase().includes(needle);
}

/** The parties to list under the filter and search: attending people still to seat, or everyone by answer. */
function listedParties(view: SeatingView): Party[] {
  const { chart, filter, q } = view;
  if (filter === 'attending')
    return chart.toSeat.map((p) => ({ ...p, people: p.people.filter((person) => matches(person, p, q)) })).filter((p) => p.people.length > 0);
  const parties = new Map<string, Party>();
  for (const person of chart.people) {
    if (filter === 'awaiting' && person.attendance !== 'awaiting') continue;
    if (!matches(person, { name: person.partyName }, q)) continue;
    const party = parties.get(person.partyId) ?? { id: person.partyId, name: person.partyName, household: person.household, people: [] };
    party.people.push(person);
    parties.set(person.partyId, party);
  }
  return [...parties.values()];
}

function ToSeat({ view }: { view: SeatingView }) {
  const { chart, filter, q } = view;
  const t = useAppText();
  const parties = listedParties(view);
  const waiting = chart.toSeat.reduce((n, p) => n + p.people.length, 0);
  const filters: { key: ListFilter; label: string; count: number }[] = [
    { key: 'attending', label: t('seating.filter.attending'), count: waiting },
    { key: 'awaiting', label: t('seating.filter.awaiting'), count: chart.people.filter((p) => p.attendance === 'awaiting').length },
    { key: 'all', label: t('seating.filter.all'), count: chart.people.length },
  ];
  const href = (key: ListFilter) => {
    const params = new URLSearchParams();
    if (key !== 'attending') params.set('filter', key);
    if (q) params.set('q', q);
    const query = params.toString();
    return `${base(chart)}${query ? `?${query}` : ''}`;
  };
  return (
    <section className="card app-card seating-to-seat" aria-labelledby="to-seat-heading">
      <h2 id="to-seat-heading">{t('seating.toSeat')}</h2>
      <nav className="guest-summary__counts seating-filters" aria-label={t('seating.filter.label')}>
        {filters.map((f) => (
          <a
            key={f.key}
            className="status-count"
            href={href(f.key)}
            aria-current={filter === f.key ? 'true' : undefined}
            data-testid={`seating-filter-${f.key}`}
          >
            {f.label} <strong>{f.count}</strong>
          </a>
        ))}
      </nav>
      <form method="get" action={base(chart)} className="seating-search" role="search">
        {filter !== 'attending' && <input type="hidden" name="filter" value={filter} />}
        <label className="field">
          <span className="field__label">{t('seating.search.label')}</span>
          <input className="field__input" type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <button type="submit" className="btn btn--ghost">
          {t('seating.search.submit')}
        </button>
      </form>
      {chart.tables.length === 0 && <p className="field__hint">{t('seating.addTableFirst')}</p>}
      {parties.length === 0 ? (
        <p className="guest-table__empty" data-testid="to-seat-empty">
          {filter !== 'attending' || q ? t('seating.nobodyMatches') : chart.people.some((p) => p.attendance === 'attending') ? EVERYONE_SEATED : NOBODY_TO_SEAT}
        </p>
      ) : (
        <ul className="seat-parties" data-testid="to-seat">
          {parties.map((party) => {
            const seatable = party.people.filter((p) => p.attendance === 'attending' && !p.tableId);
            return (
              <li key={party.id} className="seat-party" data-party={party.id}>
                <div className="seat-party__head">
                  <strong className="seat-party__name">{party.name}</strong>
                  <span className="seat-party__count">{people(t, party.people.length)}</span>
                </div>
                <ul className="seat-party__people">
                  {party.people.map((person) => (
                    <li key={person.id} className="seat-person" data-person={person.id}>
                      <span className={person.placeholder ? 'seat-person__name seat-person__name--placeholder' : 'seat-person__name'}>{person.name}</span>
                      {filter !== 'attending' && (
                        <span className={`status-badge status-badge--${person.attendance === 'attending' ? 'accepted' : person.attendance}`}>
                          {t(`seating.attendance.${person.attendance}`)}
                        </span>
                      )}
                      {person.tableId && <span className="seat-person__table">{chart.tables.find((table) => table.id === person.tableId)?.name}</span>}
                    </li>
                  ))}
                </ul>
                {chart.tables.length > 0 && seatable.length > 0 && (
                  <MoveMenu
                    view={view}
                    ids={seatable.map((p) => p.id)}
                    label={
                      seatable.length === 1
                        ? t('seating.seatOne.label', { name: seatable[0]!.name })
                        : t('seating.seatAll.label', { count: String(seatable.length), party: party.name })
                    }
                    button={seatable.length === 1 ? t('seating.seatOne.button') : t('seating.seatAll.button', { count: String(seatable.length) })}
                  />
                )}
                {chart.tables.length > 0 && seatable.length > 1 && (
                  <details className="seat-party__each">
                    <summary>{t('seating.seatEach')}</summary>
                    {seatable.map((person) => (
                      <MoveMenu
                        key={person.id}
                        view={view}
                        ids={[person.id]}
                        label={t('seating.seatOne.label', { name: person.name })}
                        button={t('seating.seatPerson.button', { name: person.name })}
                      />
                    ))}
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function TableCard({ view, table }: { view: SeatingView; table: ChartTable }) {
  const { chart } = view;
  const seated = chart.people.filter((p) => p.tableId === table.id);
  const t = useAppText();
  return (
    <li className="seat-table" data-table={table.id}>
      <div className="seat-table__head">
        <h3 className="seat-table__name">{table.name}</h3>
        <span className="seat-table__shape">{t(`seating.shape.${table.shape}`)}</span>
        {table.couple && <span className="status-badge status-badge--accepted">{t('seating.couplesTable')}</span>}
        <span className={table.overCapacity ? 'seat-table__count seat-table__count--over' : 'seat-table__count'} data-testid="table-count">
          {table.seated}/{table.capacity}
          {table.overCapacity && <span className="sr-only">{t('seating.overCapacity')}</span>}
        </span>
      </div>
      {seated.length === 0 ? (
        <p className="field__hint">{t('seating.table.empty')}</p>
      ) : (
        <ul className="seat-table__people">
          {seated.map((person) => (
            <li key={person.id} className="seat-person" data-person={person.id}>
              <span className={person.placeholder ? 'seat-person__name seat-person__name--placeholder' : 'seat-person__name'}>{person.name}</span>
              {person.attendance !== 'attending' && (
                <span className={`status-badge status-badge--${person.attendance}`}>
                  {person.attendance === 'declined' ? t('seating.status.declined') : t('seating.status.awaiting')}
                </span>
              )}
              <MoveMenu
                view={view}
                ids={[person.id]}
                label={t('seating.movePerson.label', { name: person.name })}
                button={t('seating.movePerson.button')}
                current={table.id}
                allowUnseat
              />
            </li>
          ))}
        </ul>
      )}
      {seated.length > 1 && <p className="field__hint seat-table__all">{t('seating.everyoneAt', { table: table.name })}</p>}
      {seated.length > 1 && (
        <MoveMenu
          view={view}
          ids={seated.map((p) => p.id)}
          label={t('seating.moveAll.label', { table: table.name })}
          button={t('seating.moveAll.button', { count: String(seated.length) })}
          current={table.id}
          allowUnseat
        />
      )}
      <EditTable view={view} table={table} />
      <form method="post" action={`${base(chart)}/tables/remove${backQuery(view)}`} className="seat-table__remove">
        <Version chart={chart} />
        <input type="hidden" name="tableId" value={table.id} />
        <button type="submit" className="btn btn--ghost">
          {t('seating.table.remove', { table: table.name })}
        </button>
      </form>
    </li>
  );
}

/** A table's name, shape, seats and couple's mark: the add form's fields, and each table's Edit form's. */
function TableFields({ name, shape, capacity, couple }: { name: string; shape: string; capacity: number; couple: boolean }) {
  const t = useAppText();
  return (
    <>
      <label className="field">
        <span className="field__label">{t('seating.field.name')}</span>
        <input className="field__input" name="name" defaultValue={name} maxLength={60} required />
      </label>
      <label className="field">
        <span className="field__label">{t('seating.field.shape')}</span>
        <select className="field__input" name="shape" defaultValue={shape}>
          {TABLE_SHAPE_NAMES.map((s) => (
            <option key={s} value={s}>
              {t(`seating.shape.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('seating.field.seats')}</span>
        <input className="field__input" name="capacity" type="number" min={1} max={MAX_SEATS_PER_TABLE} defaultValue={capacity} required />
      </label>
      <label className="field field--check">
        <input type="checkbox" name="couple" value="true" defaultChecked={couple} />
        <span>{t('seating.field.couple')}</span>
      </label>
    </>
  );
}

function AddTable({ view }: { view: SeatingView }) {
  const { chart } = view;
  const next = chart.tables.length + 1;
  const t = useAppText();
  return (
    <form method="post" action={`${base(chart)}/tables${backQuery(view)}`} className="form seating-add-table">
      <Version chart={chart} />
      <TableFields name={t('seating.table.defaultName', { number: String(next) })} shape="round" capacity={8} couple={false} />
      <button type="submit" className="btn btn--primary">
        {t('seating.table.add')}
      </button>
    </form>
  );
}

/** Each table's Edit form (its place on the floor plan and its people stay). */
function EditTable({ view, table }: { view: SeatingView; table: ChartTable }) {
  const { chart } = view;
  const t = useAppText();
  return (
    <details className="seat-table__edit">
      <summary>{t('seating.table.edit', { table: table.name })}</summary>
      <form method="post" action={`${base(chart)}/tables/edit${backQuery(view)}`} className="form seating-add-table">
        <Version chart={chart} />
        <input type="hidden" name="tableId" value={table.id} />
        <TableFields name={table.name} shape={table.shape} capacity={table.capacity} couple={table.couple} />
        <button type="submit" className="btn btn--primary">
          {t('seating.table.save', { table: table.name })}
        </button>
      </form>
    </details>
  );
}

function Tables({ view }: { view: SeatingView }) {
  const { chart } = view;
  const others = chart.events.filter((e) => e.id !== chart.event.id);
  const t = useAppText();
  return (
    <section className="card app-card seating-tables" aria-labelledby="tables-heading">
      <h2 id="tables-heading">{t('seating.tables')}</h2>
      {chart.tables.length > 0 && (
        <ul className="seat-tables" data-testid="tables">
          {chart.tables.map((table) => (
            <TableCard key={table.id} view={view} table={table} />
          ))}
        </ul>
      )}
      <h3>{t('seating.addTitle')}</h3>
      <AddTable view={view} />
      {others.length > 0 && (
        <form method="post" action={`${base(chart)}/copy${backQuery(view)}`} className="seat-move seating-copy">
          <Version chart={chart} />
          <label className="field">
            <span className="field__label">{t('seating.copy.label')}</span>
            <select className="field__input" name="fromEventId">
              {others.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--ghost">
            {t('seating.copy.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

function Checks({ view }: { view: SeatingView }) {
  const { chart } = view;
  const { checks } = chart;
  const t = useAppText();
  const tableName = (id: string) => chart.tables.find((table) => table.id === id)?.name ?? '';
  const declinedSeated = checks.notAttending.filter((p) => p.attendance === 'declined').length;
  const names = (list: { name: string }[]) => list.map((p) => p.name).join(', ');
  return (
    <section className="card app-card seating-checks" aria-labelledby="checks-heading" data-testid="checks">
      <h2 id="checks-heading">{t('seating.checks.title')}</h2>
      {checks.count === 0 ? (
        <p>{t('seating.checks.ready')}</p>
      ) : (
        <ul className="seating-checks__list">
          {checks.unseated.length > 0 && (
            <li data-check="unseated">
              <strong>{t('seating.checks.unseated', { people: people(t, checks.unseated.length) })}</strong> {names(checks.unseated)}
            </li>
          )}
          {checks.notAttending.length > 0 && (
            <li data-check="not-attending">
              <strong>{t('seating.checks.notAttending', { people: people(t, checks.notAttending.length) })}</strong>{' '}
              {checks.notAttending
                .map((p) =>
                  t('seating.checks.notAttendingEntry', {
                    name: p.name,
                    status: p.attendance === 'declined' ? t('seating.checks.declined') : t('seating.checks.awaiting'),
                    table: tableName(p.tableId),
                  }),
                )
                .join(', ')}
            </li>
          )}
          {checks.splitHouseholds.length > 0 && (
            <li data-check="split">
              <strong>{t('seating.checks.split')}</strong> {names(checks.splitHouseholds)}
            </li>
          )}
          {checks.overCapacity.length > 0 && (
            <li data-check="over-capacity">
              <strong>{t('seating.checks.overCapacity')}</strong>{' '}
              {checks.overCapacity.map((table) => `${table.name} (${table.seated}/${table.capacity})`).join(', ')}
            </li>
          )}
          {checks.noMeal && checks.noMeal.length > 0 && (
            <li data-check="no-meal">
              <strong>{t('seating.checks.noMeal', { people: people(t, checks.noMeal.length) })}</strong> {names(checks.noMeal)}
            </li>
          )}
        </ul>
      )}
      {declinedSeated > 0 && (
        <form method="post" action={`${base(chart)}/release-declined${backQuery(view)}`}>
          <Version chart={chart} />
          <button type="submit" className="btn btn--primary">
            {t('seating.checks.release')}
          </button>
        </form>
      )}
    </section>
  );
}

function ChartBar({ view }: { view: SeatingView }) {
  const { chart } = view;
  const seated = chart.people.filter((p) => p.tableId && p.attendance === 'attending').length;
  const attending = chart.people.filter((p) => p.attendance === 'attending').length;
  const t = useAppText();
  return (
    <section className="card app-card seating-bar">
      <p className="seating-bar__summary" data-testid="seating-summary">
        <span>
          {richText(
            t,
            'seating.summary',
            { seated: <strong>{seated}</strong> },
            { people: people(t, attending), count: chart.tables.length, n: String(chart.tables.length) },
          )}
        </span>
        {chart.lockedAt && (
          <span className={chart.changedSincePrinted ? 'status-badge status-badge--declined' : 'status-badge status-badge--accepted'} data-testid="lock-state">
            {chart.changedSincePrinted ? M.changedSincePrinted : t('seating.lockedForPrint')}
          </span>
        )}
      </p>
      <div className="seating-bar__actions">
        {chart.tables.length > 0 && chart.toSeat.length > 0 && (
          <a className="btn btn--ghost" href={`${base(chart)}/auto`}>
            {t('seating.propose')}
          </a>
        )}
        <a className="btn btn--ghost" href={`${base(chart)}/print/board`}>
          {t('seating.print')}
        </a>
        <form method="post" action={`${base(chart)}/lock${backQuery(view)}`}>
          <Version chart={chart} />
          <button type="submit" className="btn btn--ghost">
            {chart.lockedAt ? t('seating.lockAgain') : t('seating.lock')}
          </button>
        </form>
        <form method="post" action={`${base(chart)}/visibility${backQuery(view)}`}>
          <Version chart={chart} />
          <input type="hidden" name="showToGuests" value={chart.showToGuests ? 'false' : 'true'} />
          <button type="submit" className="btn btn--ghost">
            {chart.showToGuests ? t('seating.hideFromGuests') : t('seating.showToGuests')}
          </button>
        </form>
      </div>
    </section>
  );
}

/** The desktop's floor plan (the SeatingBoard island: drag and drop); phones use the list below. */
function FloorPlan({ chart }: { chart: SeatingChart }) {
  const t = useAppText();
  if (chart.tables.length === 0) return null;
  const props = {
    eventId: chart.event.id,
    version: chart.version,
    anyoneAttending: chart.people.some((p) => p.attendance === 'attending'),
    tables: chart.tables.map((table) => ({
      id: table.id,
      name: table.name,
      shape: table.shape,
      capacity: table.capacity,
      couple: table.couple,
      x: table.x,
      y: table.y,
      rotation: table.rotation,
      people: chart.people.filter((p) => p.tableId === table.id).map((p) => ({ id: p.id, name: p.name })),
    })),
    parties: chart.toSeat.map((party) => ({ id: party.id, name: party.name, people: party.people.map((p) => ({ id: p.id, name: p.name })) })),
  };
  return (
    <section className="card app-card seating-floor" aria-labelledby="floor-heading">
      <h2 id="floor-heading">{t('seating.floor.title')}</h2>
      <p className="field__hint">{t('seating.floor.hint')}</p>
      <Island island={SeatingBoard} props={props} />
    </section>
  );
}

export function SeatingPage({ view }: { view: SeatingView }) {
  return (
    <div className="seating" data-version={view.chart.version}>
      <EventPicker chart={view.chart} />
      <ChartBar view={view} />
      <FloorPlan chart={view.chart} />
      <div className="seating__columns">
        <ToSeat view={view} />
        <Tables view={view} />
      </div>
      <Checks view={view} />
    </div>
  );
}
