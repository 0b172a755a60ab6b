/**
 * The styles of the shipment list (toolbar, filters, table, pager), applied once on its container: the
 * parts inside are plain elements with these class names, so re-rendering a page of rows costs no style
 * work. From `lg` up the rows are a table; below, each row is a card of label–value pairs (the labels
 * come from each cell's `data-label`) and the sortable headers become a row of sort buttons, so nothing
 * is cut off at 390 px.
 */
/** The width of each column of the table (from `lg` up), by its `data-col`. */
function columnWidths(widths: Record<string, string>) {
  return Object.fromEntries(Object.entries(widths).map(([key, w]) => [`& .sl-table th[data-col="${key}"]`, { width: { lg: w } }]));
}

const focusRing = { focusVisibleRing: 'outside' } as const;

const button = {
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '1.5', minH: '9', px: '3.5', textStyle: 'sm', fontWeight: 'medium',
  borderRadius: 'l2', borderWidth: '1px', borderColor: 'colorPalette.border', color: 'colorPalette.fg', bg: 'transparent', cursor: 'pointer',
  ...focusRing,
  _hover: { bg: 'colorPalette.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
} as const;

const control = {
  h: '9', px: '3', textStyle: 'sm', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', bg: 'bg', minW: 0, ...focusRing,
} as const;

export const shipmentListCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& .sl-button': button,
  '& .sl-toolbar': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', justifyContent: 'space-between' },
  '& .sl-search': { flex: '1 1 20rem', maxW: 'xl' },
  '& .sl-toolbar-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },

  // Filters
  '& .sl-filters': {
    display: 'grid', gap: '4', p: '4', borderWidth: '1px', borderRadius: 'l3', borderColor: 'border',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  },
  '& .sl-filters-heading': { gridColumn: '1 / -1', textStyle: 'md', fontWeight: 'semibold' },
  '& .sl-filters fieldset': { border: 0, p: 0, m: 0, minW: 0 },
  '& .sl-filters legend, & .sl-field > label': { textStyle: 'sm', fontWeight: 'medium', mb: '1.5', display: 'block' },
  '& .sl-statuses': { gridRow: { md: 'span 3' }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' },
  '& .sl-option': { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', py: '0.5', cursor: 'pointer' },
  '& .sl-option input': { w: '4', h: '4', flexShrink: 0, accentColor: 'colorPalette.solid', ...focusRing },
  '& .sl-field': { display: 'flex', flexDirection: 'column' },
  '& .sl-field select, & .sl-range input': control,
  '& .sl-range-inputs': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' },
  '& .sl-range label': { display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'xs', color: 'fg.muted' },
  '& .sl-filters-actions': { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },

  // Status line, messages
  '& .sl-status': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', textStyle: 'sm', minH: '6' },
  '& .sl-muted': { color: 'fg.muted' },
  '& .sl-message': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '6' },

  // The table
  '& .sl-scroll': { overflowX: { base: 'visible', lg: 'auto' }, ...focusRing, borderRadius: 'l2' },
  // A fixed layout: the columns take the widths below and the browser never measures every cell's text
  // to size them, which made each new page of rows cost a long layout. The columns that never wrap
  // (number, dates, money, the Cancel button) get the room their longest text takes in any language
  // ("2026年11月23日", "USD 12,345.50"); names and places share the rest and wrap between words.
  // Below that room (lg up to about 1200 px) the table scrolls sideways in its own region.
  '& .sl-table': { display: { base: 'block', lg: 'table' }, tableLayout: { lg: 'fixed' }, w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
  ...columnWidths({
    shipmentNo: '7rem', status: '7%', mode: '5%', origin: '7%', destination: '7%', bookedBy: '6%', bookedDate: '7.5rem',
    cargoReadyDate: '7.5rem', deliveryDate: '7.5rem', counterpart: '7.5%', totalCost: '7.5rem', onHold: '4.5rem', actions: '5.25rem',
  }),
  '& .sl-table thead': { display: { base: 'block', lg: 'table-header-group' } },
  '& .sl-table thead tr': {
    display: { base: 'flex', lg: 'table-row' }, flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: { base: '3', lg: 0 },
    '&::before': { content: { base: 'attr(data-sort-label)', lg: 'none' }, textStyle: 'sm', color: 'fg.muted' },
  },
  '& .sl-table th': {
    display: { base: 'none', lg: 'table-cell' }, textAlign: 'start', fontWeight: 'semibold', p: '2 1.5', verticalAlign: 'bottom',
    borderBottomWidth: { lg: '2px' }, borderColor: 'border', whiteSpace: 'normal',
  },
  '& .sl-table th[data-sortable]': { display: { base: 'block', lg: 'table-cell' }, p: { base: 0, lg: '2 1.5' }, borderBottomWidth: { base: 0, lg: '2px' } },
  '& .sl-sort': {
    display: 'inline-flex', alignItems: 'center', gap: '1', font: 'inherit', textAlign: 'start', cursor: 'pointer', bg: 'transparent',
    borderRadius: 'l1', p: { base: '1.5 2.5', lg: 0 }, borderWidth: { base: '1px', lg: 0 }, borderColor: 'border', ...focusRing,
    _hover: { textDecoration: 'underline' },
  },
  '& .sl-sort[data-active]': { color: 'colorPalette.fg' },
  '& .sl-sort-icon': { fontSize: 'xs', minW: '3' },
  '& .sl-table tbody': { display: { base: 'flex', lg: 'table-row-group' }, flexDirection: 'column', gap: '3' },
  '& .sl-table tbody tr': {
    display: { base: 'block', lg: 'table-row' }, borderWidth: { base: '1px', lg: 0 }, borderRadius: { base: 'l3', lg: 0 }, p: { base: '3', lg: 0 },
    borderColor: 'border',
  },
  '& .sl-table td': {
    display: { base: 'grid', lg: 'table-cell' }, gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: '2', p: { base: '1 0', lg: '2 1.5' },
    verticalAlign: 'top', borderBottomWidth: { base: 0, lg: '1px' }, borderColor: 'border', overflowWrap: 'break-word',
    '&::before': { content: { base: 'attr(data-label)', lg: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
  },
  '& .sl-table td[data-blank]': { display: { base: 'none', lg: 'table-cell' } },
  // Chinese place names break at the comma, not inside a name ("芝加哥，美" / "國"); a name longer
  // than the column still breaks rather than overflow.
  '& .sl-place': { wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  '& .sl-place-name': { display: 'block', color: 'fg.muted', textStyle: 'xs' },
  '& .sl-link': { color: 'colorPalette.fg', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', ...focusRing },
  '& .sl-badge': {
    display: 'inline-block', px: '2', py: '0.5', borderRadius: 'l2', textStyle: 'xs', fontWeight: 'semibold',
    bg: { base: 'orange.100', _dark: 'orange.900' }, color: { base: 'orange.900', _dark: 'orange.100' },
  },
  '& .sl-money': { textAlign: { lg: 'end' } },
  // A date, an amount or a shipment number split over two lines reads as two values.
  '& .sl-nowrap': { whiteSpace: 'nowrap' },
  '& .sl-table td .sl-button': { whiteSpace: 'nowrap' },

  // Paging
  '& .sl-pager': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' },
  '& .sl-pager nav': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
  '& .sl-page-size': { display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' },
  '& .sl-page-size select': control,

  // Export
  '& .sl-export': { display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'sm' },
  '& .sl-export progress': { w: 'full', maxW: 'sm', h: '2', accentColor: 'colorPalette.solid' },
  '& .sl-export-row': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
} as const;
