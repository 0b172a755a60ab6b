/**
 * The pager's part of a paged list's view, picked out for `ListPager`: the pager is memoised, so given
 * these alone it re-renders when the page or its size changes, not with every new page of rows.
 */
import type { ListPagerProps } from './list-pager';

export type ListPagerView = Omit<ListPagerProps, 'id' | 'classPrefix' | 'messagePrefix'>;

export const listPagerProps = ({ page, pageCount, pageSize, pageSizes, canPrevious, canNext, previous, next, setPageSize }: ListPagerView): ListPagerView => ({
  page,
  pageCount,
  pageSize,
  pageSizes,
  canPrevious,
  canNext,
  previous,
  next,
  setPageSize,
});
