/**
 * Previous / next paging with the page position, as a labelled navigation landmark. Plain elements
 * styled by `pagerCss` (included by the page that shows it): it re-renders with every list change.
 */
import { memo } from 'react';

export interface PagerProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  status: string;
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

const pagerButton = {
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', h: '9', px: '3.5', textStyle: 'sm', fontWeight: 'medium',
  borderRadius: 'l2', borderWidth: '1px', borderColor: 'colorPalette.border', color: 'colorPalette.fg', bg: 'transparent', cursor: 'pointer',
  focusVisibleRing: 'outside',
  _hover: { bg: 'colorPalette.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
} as const;

export const pagerCss = {
  '& .pager': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
  '& .pager-status': { textStyle: 'sm' },
  '& .pager button': pagerButton,
} as const;

export const Pager = memo(function Pager({ label, previousLabel, nextLabel, status, page, pages, onPage, disabled }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={disabled || page <= 0} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </button>
      <span className="pager-status">{status}</span>
      <button type="button" disabled={disabled || page >= pages - 1} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
});
