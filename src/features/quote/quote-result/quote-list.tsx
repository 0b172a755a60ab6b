/**
 * The result list: the cheapest / quickest views, the sort, the count (announced), one page of quote
 * cards and the pager. Everything it shows comes from the machine, through its connect.
 *
 * Kept cheap to re-render (decision 086): the parts that change together are separate memoised
 * components, the cards are plain elements styled once (`quoteCardCss`), and the cards' Book links are
 * plain anchors whose clicks the list hands to the router (one handler instead of twenty).
 */
import { Button } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useRef, type MouseEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { SortKey } from '../../../../machines/quote-result.machine';
import { SORT_OPTIONS, VIEW_OPTIONS, type QuoteListView } from '../../../../machines/quote-result.connect';
import { Pager } from '../components/pager';
import { QuoteCard, useCardLabels } from './quote-card';

type ListHeaderProps = Pick<QuoteListView, 'view' | 'sort' | 'showView' | 'setSort'> & { headingRef: Ref<HTMLHeadingElement> };

const ListHeader = memo(function ListHeader({ view, sort, showView, setSort, headingRef }: ListHeaderProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="ql-header">
      <h2 className="ql-heading" id="quote-list-heading" ref={headingRef} tabIndex={-1}>
        {t('quoteResult.list.heading')}
      </h2>
      <div className="ql-controls">
        <div className="ql-views" role="group" aria-label={t('quoteResult.views.label')}>
          {VIEW_OPTIONS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className={view === value ? 'qc-button-solid' : 'qc-button-outline'}
              aria-pressed={view === value}
              onClick={() => showView(value)}
            >
              {t(label)}
            </button>
          ))}
        </div>
        <div className="ql-sort">
          <label htmlFor="quote-sort">{t('quoteResult.sort.label')}</label>
          <select id="quote-sort" name="sort" value={sort} onChange={(e) => setSort(e.currentTarget.value as SortKey)}>
            {SORT_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
});

const FilteredEmpty = memo(function FilteredEmpty({ onClearFilters }: { onClearFilters: () => void }) {
  const intl = useIntl();
  return (
    <div className="ql-empty">
      <p>{intl.formatMessage({ id: 'quoteResult.list.filteredEmpty' })}</p>
      <Button variant="outline" size="sm" onClick={onClearFilters}>
        {intl.formatMessage({ id: 'quoteResult.filters.clear' })}
      </Button>
    </div>
  );
});

export const QuoteList = memo(function QuoteList(props: QuoteListView) {
  const { view, sort, items, pageNumber, pages, previousPage, nextPage, countMessage, from, to, shown, all, filteredEmpty, expanded, showPager } = props;
  const { showView, setSort, goToPage, toggleCharges, clearFilters, requote } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const labels = useCardLabels();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(pageNumber);

  // After paging, keyboard and screen-reader users continue at the top of the new page.
  useEffect(() => {
    if (lastPage.current === pageNumber) return;
    lastPage.current = pageNumber;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [pageNumber]);

  // A plain click on a card's link navigates inside the app; a modified click (new tab) stays the browser's.
  const followLink = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-app-link]');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(link.getAttribute('href')!);
    },
    [navigate],
  );

  return (
    <section className="ql" aria-labelledby="quote-list-heading">
      <ListHeader view={view} sort={sort} showView={showView} setSort={setSort} headingRef={headingRef} />
      <p className="ql-count" role="status">
        {t(countMessage, { from, to, shown, all })}
      </p>
      {filteredEmpty ? (
        <FilteredEmpty onClearFilters={clearFilters} />
      ) : (
        <ol className="ql-items" aria-labelledby="quote-list-heading" onClick={followLink}>
          {items.map((item) => (
            <li key={item.quote.id}>
              <QuoteCard item={item} expanded={Boolean(expanded[item.quote.id])} labels={labels} onToggleCharges={toggleCharges} onRequote={requote} />
            </li>
          ))}
        </ol>
      )}
      {showPager ? (
      <Pager
        label={t('quoteResult.pager.label')}
        previousLabel={t('quoteResult.pager.previous')}
        nextLabel={t('quoteResult.pager.next')}
        status={t('quoteResult.pager.status', { page: pageNumber, pages })}
        previousPage={previousPage}
        nextPage={nextPage}
        onPage={goToPage}
      />
      ) : null}
    </section>
  );
});
