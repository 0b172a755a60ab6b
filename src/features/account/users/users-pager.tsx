/**
 * Under the users table: the page size and previous / next with "Page X of Y", in a labelled
 * navigation landmark. Which pages can be reached is the paged-list machine's answer (its connect).
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';

export interface UsersPagerProps {
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

export const UsersPager = memo(function UsersPager({ page, pageCount, pageSize, pageSizes, canPrevious, canNext, previous, next, setPageSize }: UsersPagerProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: key }, values);
  return (
    <div className="cu-pager">
      <div className="cu-page-size">
        <label htmlFor="company-users-page-size">{t('companyUsers.pageSize')}</label>
        <select id="company-users-page-size" value={pageSize} onChange={(e) => setPageSize(Number(e.currentTarget.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {pageCount > 1 ? (
        <nav aria-label={t('companyUsers.pager.label')}>
          <button type="button" className="cu-button" disabled={!canPrevious} onClick={previous}>
            {t('companyUsers.pager.previous')}
          </button>
          <span>{t('companyUsers.pager.status', { page, pages: pageCount })}</span>
          <button type="button" className="cu-button" disabled={!canNext} onClick={next}>
            {t('companyUsers.pager.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
});
