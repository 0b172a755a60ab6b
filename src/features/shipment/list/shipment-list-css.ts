/**
 * The styles of the shipment list (toolbar, filters, table, pager), applied once on its container: the
 * parts inside are plain elements with these class names, so re-rendering a page of rows costs no style
 * work. From `lg` up the rows are a table; below, each row is a card of label–value pairs (the labels
 * come from each cell's `data-label`) and the sortable headers become a row of sort buttons, so nothing
 * is cut off at 390 px. The parts every list shares come from list-css.
 */
import { listBaseCss, listExportCss, listFilterFieldsCss, listFilterPanel, listMessagesCss, listPagerCss, listRangeFieldsCss, listTableCss, listToolbarCss } from '../../../components/list-css';

/** The width of each column of the table (from `lg` up), by its `data-col`; in one language only with `lang`. */
function columnWidths(widths: Record<string, string>, lang?: string) {
  const scope = lang ? `&:lang(${lang})` : '&';
  return Object.fromEntries(Object.entries(widths).map(([key, w]) => [`${scope} .sl-table th[data-col="${key}"]`, { width: { lg: w } }]));
}

export const shipmentListCss = {
  ...listBaseCss('sl'),
  ...listToolbarCss('sl', '20rem'),

  // Filters
  '& .sl-filters': listFilterPanel({ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }),
  '& .sl-filters-heading': { gridColumn: '1 / -1', textStyle: 'md', fontWeight: 'semibold' },
  ...listFilterFieldsCss('sl'),
  '& .sl-statuses': { gridRow: { md: 'span 3' }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' },
  ...listRangeFieldsCss('sl'),

  // Status line, messages
  '& .sl-status': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', textStyle: 'sm', minH: '6' },
  ...listMessagesCss('sl'),

  // The table. A fixed layout: the columns take the widths below and the browser never measures every
  // cell's text to size them, which made each new page of rows cost a long layout. The columns that never
  // wrap (number, dates, money, the Cancel button) get the room their longest text takes in any language
  // ("2026年11月23日", "USD 12,345.50"); names and places share the rest and wrap between words.
  // Below that room (lg up to about 1200 px) the table scrolls sideways in its own region.
  ...listTableCss('sl', { at: 'lg', labelWidth: '8.5rem', cellPadding: '2 1.5' }, { table: { tableLayout: { lg: 'fixed' } }, th: { whiteSpace: 'normal' } }),
  ...columnWidths({
    shipmentNo: '7rem', status: '7%', mode: '5%', origin: '7%', destination: '7%', bookedBy: '6%', bookedDate: '7.5rem',
    cargoReadyDate: '7.5rem', deliveryDate: '7.5rem', counterpart: '7.5%', totalCost: '7.5rem', onHold: '4.5rem', actions: '5.25rem',
  }),
  // An English date ("Nov 30 2026") needs less room than a Chinese one: the date columns give it to the
  // mode ("Ocean FCL (full container)", which split before its bracket) and the two places.
  ...columnWidths({ mode: '7%', origin: '7.5%', destination: '8%', bookedBy: '6.5%', bookedDate: '6.25rem', cargoReadyDate: '6.25rem', deliveryDate: '6.25rem' }, 'en'),
  '& .sl-table td[data-blank]': { display: { base: 'none', lg: 'table-cell' } },
  // Chinese place names break at the comma, not inside a name ("芝加哥，美" / "國"); a name longer
  // than the column still breaks rather than overflow.
  '& .sl-place': { wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  '& .sl-place-name': { display: 'block', color: 'fg.muted', textStyle: 'xs' },
  '& .sl-badge': {
    display: 'inline-block', px: '2', py: '0.5', borderRadius: 'l2', textStyle: 'xs', fontWeight: 'semibold',
    bg: 'orange.100', color: 'orange.900',
  },
  '& .sl-money': { textAlign: { lg: 'end' } },
  // A date, an amount or a shipment number split over two lines reads as two values.
  '& .sl-nowrap': { whiteSpace: 'nowrap' },
  '& .sl-table td .sl-button': { whiteSpace: 'nowrap' },

  // Paging
  ...listPagerCss('sl'),

  // Export
  ...listExportCss('sl'),
} as const;
