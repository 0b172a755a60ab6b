/**
 * Under the table: the page size and previous / next with "Page X of Y", in a labelled navigation
 * landmark. Which pages can be reached is the paged-list machine's answer (its connect).
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';

export interface ListPagerProps {
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

export const ListPager = memo(function ListPager({ id, page, pageCount, pageSize, pageSizes, canPrevious, canNext, previous, next, setPageSize }: ListPagerProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: key }, values);
  return (
    <div className="sl-pager">
      <div className="sl-page-size">
        <label htmlFor={`${id}-size`}>{t('shipment.list.pageSize')}</label>
        <select id={`${id}-size`} name="pageSize" value={pageSize} onChange={(e) => setPageSize(Number(e.currentTarget.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {pageCount > 1 ? (
        <nav aria-label={t('shipment.list.pager.label')}>
          <button type="button" className="sl-button" disabled={!canPrevious} onClick={previous}>
            {t('shipment.list.pager.previous')}
          </button>
          <span>{t('shipment.list.pager.status', { page, pages: pageCount })}</span>
          <button type="button" className="sl-button" disabled={!canNext} onClick={next}>
            {t('shipment.list.pager.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
});
