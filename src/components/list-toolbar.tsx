/**
 * Above a paged list: the search field, and the button that shows or hides the list's filter panel
 * (saying how many filters are set), then the list's own actions. Whether the panel is open the page
 * keeps (`useFiltersPanel`); what the search holds and how many filters are set is the list's connect's. Each list keeps
 * its own words and class names (`<classPrefix>-toolbar`, `-search`, `-toolbar-actions`, `-button`).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from './form/text-field';

export interface ListSearchProps {
  classPrefix: string;
  id: string;
  messages: { label: string; hint: string };
  search: string;
  setSearch: (search: string) => void;
}

export function ListSearch({ classPrefix, id, messages, search, setSearch }: ListSearchProps) {
  const intl = useIntl();
  return (
    <div className={`${classPrefix}-search`}>
      <TextField
        id={id}
        type="search"
        label={intl.formatMessage({ id: messages.label })}
        hint={intl.formatMessage({ id: messages.hint })}
        value={search}
        onValueChange={setSearch}
        autoComplete="off"
      />
    </div>
  );
}

/** The filter panel the toolbar's button shows and hides, by its element id. */
export interface FiltersPanel {
  id: string;
  open: boolean;
  toggle: () => void;
}

/** Open at first when the list comes with filters set (a reload, a shared link), so they are in view. */
export function useFiltersPanel(id: string, filterCount: number): FiltersPanel {
  const [open, setOpen] = useState(() => filterCount > 0);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  return { id, open, toggle };
}

export interface ListToolbarProps {
  classPrefix: string;
  searchId: string;
  /** `filters` names the button; `filtersCount` too, with the `count` of filters set. */
  messages: { searchLabel: string; searchHint: string; filters: string; filtersCount: string };
  list: { search: string; setSearch: (search: string) => void; filterCount: number };
  filters: FiltersPanel;
  /** The list's own actions after the filters button (export, columns). */
  children?: ReactNode;
}

export function ListToolbar({ classPrefix: c, searchId, messages, list, filters, children }: ListToolbarProps) {
  const intl = useIntl();
  return (
    <div className={`${c}-toolbar`}>
      <ListSearch classPrefix={c} id={searchId} messages={{ label: messages.searchLabel, hint: messages.searchHint }} search={list.search} setSearch={list.setSearch} />
      <div className={`${c}-toolbar-actions`}>
        <button type="button" className={`${c}-button`} aria-expanded={filters.open} aria-controls={filters.id} onClick={filters.toggle}>
          {list.filterCount > 0 ? intl.formatMessage({ id: messages.filtersCount }, { count: list.filterCount }) : intl.formatMessage({ id: messages.filters })}
        </button>
        {children}
      </div>
    </div>
  );
}
