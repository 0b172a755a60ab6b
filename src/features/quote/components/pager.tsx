/**
 * Previous / next paging with the page position, as a labelled navigation landmark. Plain elements
 * styled by `pagerCss` (included by the page that shows it): it re-renders with every list change.
 * Which pages the buttons go to is the machine's answer (its connect); with neither, there is one page
 * and no pager.
 */
import { memo } from 'react';

export interface PagerProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  status: string;
  /** Where each button goes, or null when there is no page that way. */
  previousPage: number | null;
  nextPage: number | null;
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

export const Pager = memo(function Pager({ label, previousLabel, nextLabel, status, previousPage, nextPage, onPage, disabled }: PagerProps) {
  if (previousPage === null && nextPage === null) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={disabled || previousPage === null} onClick={() => previousPage !== null && onPage(previousPage)}>
        {previousLabel}
      </button>
      <span className="pager-status">{status}</span>
      <button type="button" disabled={disabled || nextPage === null} onClick={() => nextPage !== null && onPage(nextPage)}>
        {nextLabel}
      </button>
    </nav>
  );
});
