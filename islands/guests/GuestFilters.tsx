import { GUEST_SORTS } from '../../src/shared/guests/sorts';
import { GUEST_STATUSES } from '../../src/shared/guests/status';
import { useAppText } from '../../src/shared/i18n/app';
import type { ListQuery } from './props';

interface GuestFiltersProps {
  query: ListQuery;
  tags?: string[];
  /** Enhanced: called on every change instead of waiting for Apply. */
  onChange?: (query: ListQuery) => void;
}

/** Search, status filter and sort: a GET form; the enhanced list reloads as the couple types. */
export function GuestFilters({ query, tags = [], onChange }: GuestFiltersProps) {
  const t = useAppText();
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
        placeholder={t('guests.filters.searchPlaceholder')}
        aria-label={t('guests.filters.search')}
        defaultValue={query.search}
        maxLength={200}
        onChange={(event) => change({ search: event.currentTarget.value })}
      />
      <select
        name="status"
        className="field__input"
        aria-label={t('guests.filters.status')}
        defaultValue={query.status}
        onChange={(event) => change({ status: event.currentTarget.value })}
      >
        <option value="">{t('guests.filters.allStatuses')}</option>
        {GUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`guests.status.${status}`)}
          </option>
        ))}
      </select>
      {tags.length > 0 && (
        <select
          name="tag"
          className="field__input"
          aria-label={t('guests.filters.tag')}
          defaultValue={query.tag ?? ''}
          onChange={(event) => change({ tag: event.currentTarget.value })}
        >
          <option value="">{t('guests.filters.allTags')}</option>
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
        aria-label={t('guests.filters.sort')}
        defaultValue={query.sort || 'newest'}
        onChange={(event) => change({ sort: event.currentTarget.value })}
      >
        {GUEST_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`guests.filters.sort.${value}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn">
        {t('guests.filters.apply')}
      </button>
    </form>
  );
}
