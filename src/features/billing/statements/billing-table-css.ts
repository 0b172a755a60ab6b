/**
 * The styles of the payouts and statements tables (toolbar, filters, totals, table, pager, export),
 * applied once on each page's container; the parts inside are plain elements with these class names.
 * From `lg` up the rows are a table; below, each row is a card of label–value pairs (from each cell's
 * `data-label`) and the sortable headers become a row of sort buttons, so nothing is cut off at 390 px.
 */
const focusRing = { focusVisibleRing: 'outside' } as const;

const button = {
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '1.5', minH: '9', px: '3.5', textStyle: 'sm', fontWeight: 'medium',
  borderRadius: 'l2', borderWidth: '1px', borderColor: 'colorPalette.border', color: 'colorPalette.fg', bg: 'transparent', cursor: 'pointer',
  ...focusRing,
  _hover: { bg: 'colorPalette.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
} as const;

const control = { h: '9', px: '3', textStyle: 'sm', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', bg: 'bg', minW: 0, ...focusRing } as const;

export const billingTableCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& .bt-button': button,
  '& .bt-toolbar': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', justifyContent: 'space-between' },
  '& .bt-search': { flex: '1 1 18rem', maxW: 'xl' },
  '& .bt-toolbar-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },

  '& .bt-filters': {
    display: 'grid', gap: '4', p: '4', borderWidth: '1px', borderRadius: 'l3', borderColor: 'border',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  },
  '& .bt-filters fieldset': { border: 0, p: 0, m: 0, minW: 0 },
  '& .bt-filters legend, & .bt-field > label': { textStyle: 'sm', fontWeight: 'medium', mb: '1.5', display: 'block' },
  '& .bt-option': { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', py: '0.5', cursor: 'pointer' },
  '& .bt-option input': { w: '4', h: '4', flexShrink: 0, accentColor: 'colorPalette.solid', ...focusRing },
  '& .bt-field': { display: 'flex', flexDirection: 'column' },
  '& .bt-field select, & .bt-range input': control,
  '& .bt-range-inputs': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' },
  '& .bt-range label': { display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'xs', color: 'fg.muted' },
  '& .bt-filters-actions': { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },

  '& .bt-totals': { display: 'flex', flexDirection: 'column', gap: '2' },
  '& .bt-totals h2': { textStyle: 'md', fontWeight: 'semibold' },
  '& .bt-totals dl': { display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
  '& .bt-total': { borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', p: '3', display: 'flex', flexDirection: 'column', gap: '1' },
  '& .bt-total dt': { fontWeight: 'semibold' },
  '& .bt-total dd': { m: 0, textStyle: 'sm', fontVariantNumeric: 'tabular-nums' },
  '& .bt-total-net': { textStyle: 'lg !important', fontWeight: 'semibold' },

  '& .bt-status': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', textStyle: 'sm', minH: '6' },
  '& .bt-muted': { color: 'fg.muted' },
  '& .bt-message': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '6' },

  '& .bt-scroll': { overflowX: { base: 'visible', lg: 'auto' }, ...focusRing, borderRadius: 'l2' },
  '& .bt-table': { display: { base: 'block', lg: 'table' }, w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
  '& .bt-table thead': { display: { base: 'block', lg: 'table-header-group' } },
  '& .bt-table thead tr': {
    display: { base: 'flex', lg: 'table-row' }, flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: { base: '3', lg: 0 },
    '&::before': { content: { base: 'attr(data-sort-label)', lg: 'none' }, textStyle: 'sm', color: 'fg.muted' },
  },
  '& .bt-table th': {
    display: { base: 'none', lg: 'table-cell' }, textAlign: 'start', fontWeight: 'semibold', p: '2', verticalAlign: 'bottom',
    borderBottomWidth: { lg: '2px' }, borderColor: 'border',
  },
  '& .bt-table th[data-numeric]': { textAlign: { lg: 'end' } },
  '& .bt-table th[data-sortable]': { display: { base: 'block', lg: 'table-cell' }, p: { base: 0, lg: '2' }, borderBottomWidth: { base: 0, lg: '2px' } },
  '& .bt-sort': {
    display: 'inline-flex', alignItems: 'center', gap: '1', font: 'inherit', textAlign: 'start', cursor: 'pointer', bg: 'transparent',
    borderRadius: 'l1', p: { base: '1.5 2.5', lg: 0 }, borderWidth: { base: '1px', lg: 0 }, borderColor: 'border', ...focusRing,
    _hover: { textDecoration: 'underline' },
  },
  '& .bt-sort-icon': { fontSize: 'xs', minW: '3' },
  '& .bt-table tbody': { display: { base: 'flex', lg: 'table-row-group' }, flexDirection: 'column', gap: '3' },
  '& .bt-table tbody tr': {
    display: { base: 'block', lg: 'table-row' }, borderWidth: { base: '1px', lg: 0 }, borderRadius: { base: 'l3', lg: 0 }, p: { base: '3', lg: 0 },
    borderColor: 'border',
  },
  '& .bt-table td': {
    display: { base: 'grid', lg: 'table-cell' }, gridTemplateColumns: '9rem minmax(0, 1fr)', gap: '2', p: { base: '1 0', lg: '2' },
    verticalAlign: 'top', borderBottomWidth: { base: 0, lg: '1px' }, borderColor: 'border', overflowWrap: 'anywhere',
    '&::before': { content: { base: 'attr(data-label)', lg: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
  },
  '& .bt-table td[data-numeric]': { textAlign: { lg: 'end' }, fontVariantNumeric: 'tabular-nums', whiteSpace: { lg: 'nowrap' } },
  '& .bt-sub': { display: 'block', color: 'fg.muted', textStyle: 'xs' },
  '& .bt-link': { color: 'colorPalette.fg', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', ...focusRing },

  '& .bt-pager': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' },
  '& .bt-pager nav': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
  '& .bt-page-size': { display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' },
  '& .bt-page-size select': control,

  '& .bt-export': { display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'sm' },
  '& .bt-export progress': { w: 'full', maxW: 'sm', h: '2', accentColor: 'colorPalette.solid' },
  '& .bt-export-row': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
} as const;
