/**
 * The styles of the invoices page, applied once on its container (plain elements with these class
 * names inside). From `lg` up the rows are a table; below, each row is a card of label–value pairs
 * (labels from each cell's `data-label`) and the sortable headers become a row of sort buttons, so
 * nothing is cut off at 390 px.
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

export const invoiceListCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& .iv-button': button,
  '& .iv-button[data-primary]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid', _hover: { bg: 'colorPalette.emphasized' } },
  '& .iv-toolbar': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', justifyContent: 'space-between' },
  '& .iv-search': { flex: '1 1 18rem', maxW: 'xl' },
  '& .iv-toolbar-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },

  '& .iv-panel': { display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderWidth: '1px', borderRadius: 'l3', borderColor: 'border' },
  '& .iv-panel h2': { textStyle: 'md', fontWeight: 'semibold' },
  '& .iv-filters': { display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } },
  '& .iv-filters fieldset': { border: 0, p: 0, m: 0, minW: 0 },
  '& .iv-filters legend, & .iv-field > label': { textStyle: 'sm', fontWeight: 'medium', mb: '1.5', display: 'block' },
  '& .iv-option': { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', py: '0.5', cursor: 'pointer' },
  '& .iv-option input': { w: '4', h: '4', flexShrink: 0, accentColor: 'colorPalette.solid', ...focusRing },
  '& .iv-field': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& .iv-field select, & .iv-field input': control,

  '& .iv-columns': { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '1', m: 0, p: 0 },
  '& .iv-column': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', py: '1', borderBottomWidth: '1px', borderColor: 'border.muted' },
  '& .iv-column label': { flex: '1 1 10rem', display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer' },
  '& .iv-column input': { w: '4', h: '4', accentColor: 'colorPalette.solid', ...focusRing },
  '& .iv-column .iv-button': { minH: '8', px: '2.5' },
  '& .iv-row-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },

  '& .iv-status': { textStyle: 'sm', minH: '6' },
  '& .iv-muted': { color: 'fg.muted' },
  '& .iv-error': { color: { base: 'red.700', _dark: 'red.300' }, textStyle: 'sm' },
  '& .iv-message': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '6' },

  '& .iv-scroll': { overflowX: { base: 'visible', lg: 'auto' }, ...focusRing, borderRadius: 'l2' },
  '& .iv-table': { display: { base: 'block', lg: 'table' }, w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
  '& .iv-table thead': { display: { base: 'block', lg: 'table-header-group' } },
  '& .iv-table thead tr': {
    display: { base: 'flex', lg: 'table-row' }, flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: { base: '3', lg: 0 },
    '&::before': { content: { base: 'attr(data-sort-label)', lg: 'none' }, textStyle: 'sm', color: 'fg.muted' },
  },
  '& .iv-table th': {
    display: { base: 'none', lg: 'table-cell' }, textAlign: 'start', fontWeight: 'semibold', p: '2', verticalAlign: 'bottom',
    borderBottomWidth: { lg: '2px' }, borderColor: 'border',
  },
  '& .iv-table th[data-sortable]': { display: { base: 'block', lg: 'table-cell' }, p: { base: 0, lg: '2' }, borderBottomWidth: { base: 0, lg: '2px' } },
  '& .iv-sort': {
    display: 'inline-flex', alignItems: 'center', gap: '1', font: 'inherit', textAlign: 'start', cursor: 'pointer', bg: 'transparent',
    borderRadius: 'l1', p: { base: '1.5 2.5', lg: 0 }, borderWidth: { base: '1px', lg: 0 }, borderColor: 'border', ...focusRing,
    _hover: { textDecoration: 'underline' },
  },
  '& .iv-table tbody': { display: { base: 'flex', lg: 'table-row-group' }, flexDirection: 'column', gap: '3' },
  '& .iv-table tbody tr': {
    display: { base: 'block', lg: 'table-row' }, borderWidth: { base: '1px', lg: 0 }, borderRadius: { base: 'l3', lg: 0 }, p: { base: '3', lg: 0 }, borderColor: 'border',
  },
  '& .iv-table td': {
    display: { base: 'grid', lg: 'table-cell' }, gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: '2', p: { base: '1 0', lg: '2' },
    verticalAlign: 'top', borderBottomWidth: { base: 0, lg: '1px' }, borderColor: 'border', overflowWrap: 'anywhere',
    '&::before': { content: { base: 'attr(data-label)', lg: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
  },
  '& .iv-money': { textAlign: { lg: 'end' }, whiteSpace: { lg: 'nowrap' } },
  '& .iv-link': { color: 'colorPalette.fg', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', ...focusRing },
  '& .iv-download': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' },

  '& .iv-pager': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' },
  '& .iv-pager nav': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
  '& .iv-page-size': { display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' },
  '& .iv-page-size select': control,
} as const;
