/**
 * Under a paged table: the page size and previous / next with "Page X of Y", in a labelled navigation
 * landmark. Which pages can be reached is the paged-list machine's answer (its connect). Each list
 * keeps its own words (`<messagePrefix>.pageSize`, `<messagePrefix>.pager.label|previous|status|next`)
 * and its own class names (`<classPrefix>-pager`, `-page-size`, `-button`).
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';

export interface ListPagerProps {
  id: string;
  classPrefix: string;
  messagePrefix: string;
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

export const ListPager = memo(function ListPager(props: ListPagerProps) {
  const { id, classPrefix: c, messagePrefix: m, page, pageCount, pageSize, pageSizes, canPrevious, canNext, previous, next, setPageSize } = props;
  const intl = useIntl();
  const t = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: `${m}.${key}` }, values);
  return (
    <div className={`${c}-pager`}>
      <div className={`${c}-page-size`}>
        <label htmlFor={`${id}-size`}>{t('pageSize')}</label>
        <select id={`${id}-size`} name="pageSize" value={pageSize} onChange={(e) => setPageSize(Number(e.currentTarget.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {pageCount > 1 ? (
        <nav aria-label={t('pager.label')}>
          <button type="button" className={`${c}-button`} disabled={!canPrevious} onClick={previous}>
            {t('pager.previous')}
          </button>
          <span>{t('pager.status', { page, pages: pageCount })}</span>
          <button type="button" className={`${c}-button`} disabled={!canNext} onClick={next}>
            {t('pager.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
});
