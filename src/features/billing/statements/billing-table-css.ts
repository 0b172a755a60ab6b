/**
 * The styles of the payouts and statements tables (toolbar, filters, totals, table, pager, export),
 * applied once on each page's container; the parts inside are plain elements with these class names.
 * From `lg` up the rows are a table; below, each row is a card of label–value pairs (from each cell's
 * `data-label`) and the sortable headers become a row of sort buttons, so nothing is cut off at 390 px.
 * The parts every list shares come from list-css.
 */
import { listBaseCss, listExportCss, listFilterFieldsCss, listFilterPanel, listMessagesCss, listPagerCss, listRangeFieldsCss, listTableCss, listToolbarCss } from '../../../components/list-css';

export const billingTableCss = {
  ...listBaseCss('bt'),
  ...listToolbarCss('bt', '18rem'),

  '& .bt-filters': listFilterPanel({ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }),
  ...listFilterFieldsCss('bt'),
  ...listRangeFieldsCss('bt'),

  '& .bt-totals': { display: 'flex', flexDirection: 'column', gap: '2' },
  '& .bt-totals h2': { textStyle: 'md', fontWeight: 'semibold' },
  '& .bt-totals dl': { display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
  '& .bt-total': { borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', p: '3', display: 'flex', flexDirection: 'column', gap: '1' },
  '& .bt-total dt': { fontWeight: 'semibold' },
  '& .bt-total dd': { m: 0, textStyle: 'sm', fontVariantNumeric: 'tabular-nums' },
  '& .bt-total-net': { textStyle: 'lg !important', fontWeight: 'semibold' },

  '& .bt-status': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', textStyle: 'sm', minH: '6' },
  ...listMessagesCss('bt'),

  ...listTableCss('bt', { at: 'lg', labelWidth: '9rem', overflowWrap: 'anywhere' }),
  '& .bt-table th[data-numeric]': { textAlign: { lg: 'end' } },
  '& .bt-table td[data-numeric]': { textAlign: { lg: 'end' }, fontVariantNumeric: 'tabular-nums', whiteSpace: { lg: 'nowrap' } },
  '& .bt-sub': { display: 'block', color: 'fg.muted', textStyle: 'xs' },

  ...listPagerCss('bt'),
  ...listExportCss('bt'),
} as const;
