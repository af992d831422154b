// /app/seating/{eventId}/auto: auto-seat's proposal (issue 24 item 4), nothing saved until the couple applies it.
// "Keep together" and "keep apart" pairs live in the page's address (GET forms, no JavaScript needed): adding
// or removing one proposes again.
import type { AutoRules } from '../domain/auto-seat';
import type { SeatingChart } from '../domain/chart';
import { useAppText } from '../../../shared/i18n/app';

interface Proposal {
  version: number;
  seats: { id: string; tableId: string }[];
  unplaced: string[];
}

type Pair = [string, string];

/** The address of the proposal with these rules. */
function rulesHref(base: string, together: Pair[], apart: Pair[]) {
  const params = new URLSearchParams();
  for (const [a, b] of together) params.append('together', `${a}~${b}`);
  for (const [a, b] of apart) params.append('apart', `${a}~${b}`);
  const query = params.toString();
  return `${base}/auto${query ? `?${query}` : ''}`;
}

function Rules({ chart, rules, base }: { chart: SeatingChart; rules: AutoRules; base: string }) {
  const t = useAppText();
  const nameOf = new Map(chart.people.map((p) => [p.id, p.name]));
  const attending = chart.people.filter((p) => p.attendance === 'attending').sort((a, b) => a.name.localeCompare(b.name));
  const listed = [
    ...rules.keepTogether.map((pair, i) => ({
      pair,
      kind: 'together' as const,
      without: rulesHref(base, rules.keepTogether.toSpliced(i, 1), rules.keepApart),
    })),
    ...rules.keepApart.map((pair, i) => ({ pair, kind: 'apart' as const, without: rulesHref(base, rules.keepTogether, rules.keepApart.toSpliced(i, 1)) })),
  ];
  return (
    <div className="seating-rules">
      <h3>{t('seating.proposal.rules')}</h3>
      {listed.length === 0 ? (
        <p className="field__hint">{t('seating.proposal.noRules')}</p>
      ) : (
        <ul className="seating-rules__list" data-testid="rules">
          {listed.map(({ pair, kind, without }) => (
            <li key={`${kind}${pair.join('~')}`}>
              {t(`seating.proposal.entry.${kind}`, { a: nameOf.get(pair[0]) ?? pair[0], b: nameOf.get(pair[1]) ?? pair[1] })}
              <a href={without} aria-label={t(`seating.proposal.remove.${kind}`, { a: nameOf.get(pair[0]) ?? pair[0], b: nameOf.get(pair[1]) ?? pair[1] })}>
                {t('seating.proposal.remove')}
              </a>
            </li>
          ))}
        </ul>
      )}
      {attending.length > 1 && (
        <form method="get" action={`${base}/auto`} className="seating-rules__add">
          {rules.keepTogether.map(([a, b]) => (
            <input key={`t${a}~${b}`} type="hidden" name="together" value={`${a}~${b}`} />
          ))}
          {rules.keepApart.map(([a, b]) => (
            <input key={`a${a}~${b}`} type="hidden" name="apart" value={`${a}~${b}`} />
          ))}
          {(['a', 'b'] as const).map((field, i) => (
            <label key={field} className="field">
              <span className="field__label">{i === 0 ? t('seating.proposal.guest') : t('seating.proposal.andGuest')}</span>
              <select className="field__input" name={field} required defaultValue="">
                <option value="" disabled>
                  {t('seating.proposal.chooseGuest')}
                </option>
                {attending.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" name="rule" value="together" className="btn btn--ghost">
            {t('seating.proposal.together')}
          </button>
          <button type="submit" name="rule" value="apart" className="btn btn--ghost">
            {t('seating.proposal.apart')}
          </button>
        </form>
      )}
    </div>
  );
}

export function ProposalPage({ chart, proposal, rules }: { chart: SeatingChart; proposal: Proposal; rules: AutoRules }) {
  const base = `/app/seating/${encodeURIComponent(chart.event.id)}`;
  const t = useAppText();
  const nameOf = new Map(chart.people.map((p) => [p.id, p.name]));
  const byTable = chart.tables
    .map((table) => ({ table, names: proposal.seats.filter((s) => s.tableId === table.id).map((s) => nameOf.get(s.id) ?? '') }))
    .filter((t) => t.names.length > 0);
  return (
    <section className="card app-card seating-proposal" aria-labelledby="proposal-heading">
      <h2 id="proposal-heading">{t('seating.proposal.title')}</h2>
      <p>{t('seating.proposal.intro')}</p>
      <Rules chart={chart} rules={rules} base={base} />
      {byTable.length === 0 ? (
        <p className="guest-table__empty">{t('seating.proposal.noRoom')}</p>
      ) : (
        <ul className="seat-tables" data-testid="proposal">
          {byTable.map(({ table, names }) => (
            <li key={table.id} className="seat-table" data-table={table.id}>
              <h3 className="seat-table__name">
                {table.name} <span className="seat-table__count">+{names.length}</span>
              </h3>
              <p>{names.join(', ')}</p>
            </li>
          ))}
        </ul>
      )}
      {proposal.unplaced.length > 0 && (
        <p data-testid="unplaced">
          <strong>{t('seating.proposal.noRoomFor')}</strong> {proposal.unplaced.map((id) => nameOf.get(id)).join(', ')}
        </p>
      )}
      <form method="post" action={`${base}/apply`} className="seating-bar__actions">
        <input type="hidden" name="version" value={proposal.version} />
        {proposal.seats.map((seat, i) => (
          <span key={seat.id} hidden>
            <input type="hidden" name={`seats[${i}].id`} value={seat.id} />
            <input type="hidden" name={`seats[${i}].tableId`} value={seat.tableId} />
          </span>
        ))}
        {proposal.seats.length > 0 && (
          <button type="submit" className="btn btn--primary">
            {t('seating.proposal.apply')}
          </button>
        )}
        <a className="btn btn--ghost" href={base}>
          {t('seating.proposal.discard')}
        </a>
      </form>
    </section>
  );
}
