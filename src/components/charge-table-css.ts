/**
 * The look of a table of charges (a quote's, a shipment's): the table every list shares, a card per
 * fee below `md` (its name on top, each figure after its label) so no amount sits off the side of a
 * phone's screen, and from `md` up fixed column widths (the caller's `<colgroup>`), so the groups of
 * one page line up. Cells: `ct-num` for figures, `ct-strong` for the amount that adds up, `ct-none`
 * for a group without rows, `ct-pad` for an empty cell that only keeps the columns in line.
 */
import { listTableCss } from './list-css';

export const chargeTableCss = {
  ...listTableCss('ct', { at: 'md', labelWidth: '8rem' }, { table: { tableLayout: { md: 'fixed' }, minW: { md: '40rem' } } }),
  '& .ct-table caption': { display: { base: 'block', md: 'table-caption' }, textAlign: 'start', fontWeight: 'semibold', py: '2' },
  // On a phone each figure carries its label; the header row stays for screen readers only.
  '& .ct-table thead': { display: 'table-header-group', srOnly: { base: true, md: false } },
  '& .ct-table thead th': { display: 'table-cell' },
  '& .ct-table .ct-num': { textAlign: { md: 'end' }, whiteSpace: { md: 'nowrap' }, fontVariantNumeric: 'tabular-nums' },
  '& .ct-table tbody th, & .ct-table tfoot th': { borderBottomWidth: { md: '1px' }, verticalAlign: 'top' },
  '& .ct-table tbody th': { display: { base: 'block', md: 'table-cell' }, fontWeight: { base: 'semibold', md: 'normal' }, px: { base: 0, md: '2' }, pt: { base: 0, md: '2' }, pb: { base: '1', md: '2' } },
  '& .ct-table .ct-strong': { fontWeight: { base: 'semibold', md: 'normal' } },
  '& .ct-table td.ct-none': { display: { base: 'block', md: 'table-cell' }, color: 'fg.muted', '&::before': { content: 'none' } },
  '& .ct-table td.ct-pad': { display: { base: 'none', md: 'table-cell' } },
  '& .ct-table tfoot': { display: { base: 'block', md: 'table-footer-group' }, mt: { base: '3', md: 0 } },
  '& .ct-table tfoot tr': { display: { base: 'flex', md: 'table-row' }, justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' },
  '& .ct-table tfoot th, & .ct-table tfoot td': { display: { base: 'block', md: 'table-cell' }, p: { base: 0, md: '2' } },
  '& .ct-table tfoot td': { fontWeight: 'semibold' },
} as const;
