import { GUEST_STATUSES } from '../../src/shared/guests/status';
import type { ListQuery } from './props';

export const SORT_LABELS: Record<string, string> = { newest: 'Newest first', oldest: 'Oldest first', 'a-z': 'Name A–Z', 'z-a': 'Name Z–A' };

interface GuestFiltersProps {
  query: ListQuery;
  tags?: string[];
  /** Enhanced: called on every change instead of waiting for Apply. */
  onChange?: (query: ListQuery) => void;
}

/** Search, status filter and sort: a GET form; the enhanced list reloads as the couple types. */
export function GuestFilters({ query, tags = [], onChange }: GuestFiltersProps) {
  const change = (patch: Partial<ListQuery>) => onChange?.({ ...query, ...patch });
  return (
    <form
      method="get"
      action="/app/guest-list"
      role="search"
      className="guest-filters"
      onSubmit={(event) => {
        if (!onChange) return;
        event.preventDefault();
        change({});
      }}
    >
      <input
        type="search"
        name="search"
        className="field__input"
        placeholder="Search name, email or household"
        aria-label="Search guests"
        defaultValue={query.search}
        maxLength={200}
        onChange={(event) => change({ search: event.currentTarget.value })}
      />
      <select
        name="status"
        className="field__input"
        aria-label="Filter by status"
        defaultValue={query.status}
        onChange={(event) => change({ status: event.currentTarget.value })}
      >
        <option value="">All statuses</option>
        {GUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      {tags.length > 0 && (
        <select
          name="tag"
          className="field__input"
          aria-label="Filter by tag"
          defaultValue={query.tag ?? ''}
          onChange={(event) => change({ tag: event.currentTarget.value })}
        >
          <option value="">All tags</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      )}
      <select
        name="sort"
        className="field__input"
        aria-label="Sort"
        defaultValue={query.sort || 'newest'}
        onChange={(event) => change({ sort: event.currentTarget.value })}
      >
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn">
        Apply
      </button>
    </form>
  );
}
