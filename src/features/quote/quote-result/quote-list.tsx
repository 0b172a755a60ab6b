/**
 * The result list: the cheapest / quickest views, the sort, the count (announced), one page of quote
 * cards and the pager. Everything it shows comes from the machine's context.
 *
 * Kept cheap to re-render (decision 086): the parts that change together are separate memoised
 * components, the cards are plain elements styled once (`quoteCardCss`), and the cards' Book links are
 * plain anchors whose clicks the list hands to the router (one handler instead of twenty).
 */
import { Button } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useRef, type MouseEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { QUOTES_PER_PAGE, SORT_KEYS, type QuoteView, type RankedQuote, type SortKey } from '../../../../machines/quote-result.machine';
import { Pager } from './pager';
import { QuoteCard, useCardLabels } from './quote-card';

export interface QuoteListProps {
  view: QuoteView | null;
  sort: SortKey;
  pageItems: RankedQuote[];
  page: number;
  pages: number;
  shown: number;
  all: number;
  filtered: boolean;
  expanded: Record<string, true>;
  onView: (view: QuoteView) => void;
  onSort: (sort: SortKey) => void;
  onPage: (page: number) => void;
  onToggleCharges: (quoteId: string) => void;
  onClearFilters: () => void;
}

const VIEWS: readonly QuoteView[] = ['cheapest', 'quickest'];

const ListHeader = memo(function ListHeader({ view, sort, onView, onSort, headingRef }: Pick<QuoteListProps, 'view' | 'sort' | 'onView' | 'onSort'> & { headingRef: Ref<HTMLHeadingElement> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="ql-header">
      <h2 className="ql-heading" id="quote-list-heading" ref={headingRef} tabIndex={-1}>
        {t('quoteResult.list.heading')}
      </h2>
      <div className="ql-controls">
        <div className="ql-views" role="group" aria-label={t('quoteResult.views.label')}>
          {VIEWS.map((v) => (
            <button key={v} type="button" className={view === v ? 'qc-button-solid' : 'qc-button-outline'} aria-pressed={view === v} onClick={() => onView(v)}>
              {t(`quoteResult.views.${v}`)}
            </button>
          ))}
        </div>
        <div className="ql-sort">
          <label htmlFor="quote-sort">{t('quoteResult.sort.label')}</label>
          <select id="quote-sort" name="sort" value={sort} onChange={(e) => onSort(e.currentTarget.value as SortKey)}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`quoteResult.sort.${key}`)}
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

export const QuoteList = memo(function QuoteList(props: QuoteListProps) {
  const { view, sort, pageItems, page, pages, shown, all, filtered, expanded, onView, onSort, onPage, onToggleCharges, onClearFilters } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const labels = useCardLabels();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(page);

  // After paging, keyboard and screen-reader users continue at the top of the new page.
  useEffect(() => {
    if (lastPage.current === page) return;
    lastPage.current = page;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

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

  const from = shown === 0 ? 0 : page * QUOTES_PER_PAGE + 1;
  const to = Math.min(shown, (page + 1) * QUOTES_PER_PAGE);
  const count = filtered ? t('quoteResult.list.countFiltered', { from, to, shown, all }) : t('quoteResult.list.count', { from, to, shown });

  return (
    <section className="ql" aria-labelledby="quote-list-heading">
      <ListHeader view={view} sort={sort} onView={onView} onSort={onSort} headingRef={headingRef} />
      <p className="ql-count" role="status">
        {count}
      </p>
      {shown === 0 ? (
        <FilteredEmpty onClearFilters={onClearFilters} />
      ) : (
        <ol className="ql-items" aria-labelledby="quote-list-heading" onClick={followLink}>
          {pageItems.map((item) => (
            <li key={item.quote.id}>
              <QuoteCard item={item} expanded={Boolean(expanded[item.quote.id])} labels={labels} onToggleCharges={onToggleCharges} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        label={t('quoteResult.pager.label')}
        previousLabel={t('quoteResult.pager.previous')}
        nextLabel={t('quoteResult.pager.next')}
        status={t('quoteResult.pager.status', { page: page + 1, pages })}
        page={page}
        pages={pages}
        onPage={onPage}
      />
    </section>
  );
});
