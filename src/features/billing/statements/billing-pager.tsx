/**
 * Under a billing table: the page size and previous / next with "Page X of Y", in a labelled
 * navigation landmark. Which pages can be reached is the paged-list machine's answer (its connect).
 */
import { useIntl } from 'react-intl';

export interface BillingPagerProps {
  id: string;
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  setPageSize: (pageSize: number) => void;
}

export function BillingPager({ id, page, pageCount, pageSize, pageSizes, canPrevious, canNext, previous, next, setPageSize }: BillingPagerProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: key }, values);
  return (
    <div className="bt-pager">
      <div className="bt-page-size">
        <label htmlFor={`${id}-size`}>{t('billing.table.pageSize')}</label>
        <select id={`${id}-size`} value={pageSize} onChange={(e) => setPageSize(Number(e.currentTarget.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {pageCount > 1 ? (
        <nav aria-label={t('billing.table.pager.label')}>
          <button type="button" className="bt-button" disabled={!canPrevious} onClick={previous}>
            {t('billing.table.pager.previous')}
          </button>
          <span>{t('billing.table.pager.status', { page, pages: pageCount })}</span>
          <button type="button" className="bt-button" disabled={!canNext} onClick={next}>
            {t('billing.table.pager.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
