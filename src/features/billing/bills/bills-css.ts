/**
 * The styles of Upcoming Bills (toolbar, filters, table, totals, pager), applied once on its container:
 * the parts inside are plain elements with these class names. From `xl` up the bills are a table that
 * scrolls sideways (it has every Bill field); below, each bill is a card of label–value pairs (labels
 * from each cell's `data-label`) and the sortable headers become a row of sort buttons, so nothing is
 * cut off at 390 px.
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

export const billsCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& .bl-button': button,
  '& .bl-toolbar': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', justifyContent: 'space-between' },
  '& .bl-search': { flex: '1 1 20rem', maxW: 'xl' },
  '& .bl-toolbar-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },

  '& .bl-filters': {
    display: 'grid', gap: '4', p: '4', borderWidth: '1px', borderRadius: 'l3', borderColor: 'border',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  },
  '& .bl-filters-heading': { gridColumn: '1 / -1', textStyle: 'md', fontWeight: 'semibold' },
  '& .bl-filters fieldset': { border: 0, p: 0, m: 0, minW: 0 },
  '& .bl-filters legend, & .bl-field > label': { textStyle: 'sm', fontWeight: 'medium', mb: '1.5', display: 'block' },
  '& .bl-option': { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', py: '0.5', cursor: 'pointer' },
  '& .bl-option input': { w: '4', h: '4', flexShrink: 0, accentColor: 'colorPalette.solid', ...focusRing },
  '& .bl-field': { display: 'flex', flexDirection: 'column' },
  '& .bl-field select, & .bl-range input': control,
  '& .bl-range-inputs': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' },
  '& .bl-range label': { display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'xs', color: 'fg.muted' },
  '& .bl-filters-actions': { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },

  '& .bl-status': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', textStyle: 'sm', minH: '6' },
  '& .bl-muted': { color: 'fg.muted' },
  '& .bl-message': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '6' },
  '& .bl-totals': { display: 'flex', flexWrap: 'wrap', gap: '2 6', alignItems: 'baseline', textStyle: 'sm', p: '3', borderRadius: 'l2', bg: 'bg.subtle' },
  '& .bl-totals h2': { textStyle: 'sm', fontWeight: 'semibold' },
  '& .bl-totals ul': { display: 'flex', flexWrap: 'wrap', gap: '2 6', listStyle: 'none', p: 0, m: 0 },

  '& .bl-scroll': { overflowX: { base: 'visible', xl: 'auto' }, ...focusRing, borderRadius: 'l2' },
  '& .bl-table': { display: { base: 'block', xl: 'table' }, minW: { xl: '180rem' }, w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
  '& .bl-table thead': { display: { base: 'block', xl: 'table-header-group' } },
  '& .bl-table thead tr': {
    display: { base: 'flex', xl: 'table-row' }, flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: { base: '3', xl: 0 },
    '&::before': { content: { base: 'attr(data-sort-label)', xl: 'none' }, textStyle: 'sm', color: 'fg.muted' },
  },
  '& .bl-table th': {
    display: { base: 'none', xl: 'table-cell' }, textAlign: 'start', fontWeight: 'semibold', p: '2', verticalAlign: 'bottom',
    borderBottomWidth: { xl: '2px' }, borderColor: 'border',
  },
  '& .bl-table th[data-sortable]': { display: { base: 'block', xl: 'table-cell' }, p: { base: 0, xl: '2' }, borderBottomWidth: { base: 0, xl: '2px' } },
  '& .bl-sort': {
    display: 'inline-flex', alignItems: 'center', gap: '1', font: 'inherit', textAlign: 'start', cursor: 'pointer', bg: 'transparent',
    borderRadius: 'l1', p: { base: '1.5 2.5', xl: 0 }, borderWidth: { base: '1px', xl: 0 }, borderColor: 'border', ...focusRing,
    _hover: { textDecoration: 'underline' },
  },
  '& .bl-sort[data-active]': { color: 'colorPalette.fg' },
  '& .bl-table tbody': { display: { base: 'flex', xl: 'table-row-group' }, flexDirection: 'column', gap: '3' },
  '& .bl-table tbody tr': {
    display: { base: 'block', xl: 'table-row' }, borderWidth: { base: '1px', xl: 0 }, borderRadius: { base: 'l3', xl: 0 }, p: { base: '3', xl: 0 },
    borderColor: 'border',
  },
  '& .bl-table tbody tr[data-overdue]': { borderColor: { base: 'red.500', xl: 'border' }, borderInlineStartWidth: { xl: '4px' }, borderInlineStartColor: { xl: 'red.500' } },
  '& .bl-table td': {
    display: { base: 'grid', xl: 'table-cell' }, gridTemplateColumns: '9.5rem minmax(0, 1fr)', gap: '2', p: { base: '1 0', xl: '2' },
    verticalAlign: 'top', borderBottomWidth: { base: 0, xl: '1px' }, borderColor: 'border', overflowWrap: 'break-word',
    '&::before': { content: { base: 'attr(data-label)', xl: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
  },
  '& .bl-link': { color: 'colorPalette.fg', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', ...focusRing },
  '& .bl-overdue': {
    display: 'inline-block', ms: '2', px: '2', py: '0.5', borderRadius: 'l2', textStyle: 'xs', fontWeight: 'semibold',
    bg: { base: 'red.100', _dark: 'red.900' }, color: { base: 'red.900', _dark: 'red.100' },
  },
  '& .bl-money': { textAlign: { xl: 'end' }, fontVariantNumeric: 'tabular-nums', whiteSpace: { xl: 'nowrap' } },
  '& .bl-why': { display: 'block', textStyle: 'xs', color: 'fg.muted', maxW: '16rem' },

  '& .bl-pager': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' },
  '& .bl-pager nav': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
  '& .bl-page-size': { display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' },
  '& .bl-page-size select': control,

  '& .bl-export': { display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'sm' },
  '& .bl-export progress': { w: 'full', maxW: 'sm', h: '2', accentColor: 'colorPalette.solid' },
  '& .bl-export-row': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
} as const;
