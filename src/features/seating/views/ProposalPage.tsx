// /app/seating/{eventId}/auto: auto-seat's proposal (issue 24 item 4), nothing saved until the couple applies it.
import type { SeatingChart } from '../domain/chart';

interface Proposal {
  version: number;
  seats: { id: string; tableId: string }[];
  unplaced: string[];
}

export function ProposalPage({ chart, proposal }: { chart: SeatingChart; proposal: Proposal }) {
  const base = `/app/seating/${encodeURIComponent(chart.event.id)}`;
  const nameOf = new Map(chart.people.map((p) => [p.id, p.name]));
  const byTable = chart.tables
    .map((table) => ({ table, names: proposal.seats.filter((s) => s.tableId === table.id).map((s) => nameOf.get(s.id) ?? '') }))
    .filter((t) => t.names.length > 0);
  return (
    <section className="card app-card seating-proposal" aria-labelledby="proposal-heading">
      <h2 id="proposal-heading">Proposed seats</h2>
      <p>Households sit together first, then singles; the couple's table is kept for the couple. Nothing is saved until you apply it.</p>
      {byTable.length === 0 ? (
        <p className="guest-table__empty">No room to propose: add tables or seats first.</p>
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
          <strong>No room for:</strong> {proposal.unplaced.map((id) => nameOf.get(id)).join(', ')}
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
            Apply proposal
          </button>
        )}
        <a className="btn btn--ghost" href={base}>
          Discard
        </a>
      </form>
    </section>
  );
}
