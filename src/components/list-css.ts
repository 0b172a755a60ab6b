/**
 * The styles every list page shares (buttons, toolbar, filters, status line, messages, the table that
 * turns into cards on narrow screens, pager, export), written once and applied under each list's class
 * prefix (`bl-`, `bt-`, `iv-`, `sl-`, `cu-`), so each list keeps its own class names. A list's css file
 * takes the parts it uses and adds what is its own.
 */
export const focusRing = { focusVisibleRing: 'outside' } as const;

export const listButton = {
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '1.5', minH: '9', px: '3.5', textStyle: 'sm', fontWeight: 'medium',
  borderRadius: 'l2', borderWidth: '1px', borderColor: 'colorPalette.border', color: 'colorPalette.fg', bg: 'transparent', cursor: 'pointer',
  ...focusRing,
  _hover: { bg: 'colorPalette.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
} as const;

export const listControl = { h: '9', px: '3', textStyle: 'sm', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', bg: 'bg', minW: 0, ...focusRing } as const;

/** The container (a column of parts) and its buttons. */
export const listBaseCss = (p: string, button: object = listButton) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  [`& .${p}-button`]: button,
});

/** Search on the start, the actions on the end, wrapping on narrow screens. */
export const listToolbarCss = (p: string, searchBasis: string) => ({
  [`& .${p}-toolbar`]: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', justifyContent: 'space-between' },
  [`& .${p}-search`]: { flex: `1 1 ${searchBasis}`, maxW: 'xl' },
  [`& .${p}-toolbar-actions`]: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
});

/** The filter panel's fields: fieldsets of check options, selects and from–to ranges. */
export const listFilterFieldsCss = (p: string) => ({
  [`& .${p}-filters fieldset`]: { border: 0, p: 0, m: 0, minW: 0 },
  [`& .${p}-filters legend, & .${p}-field > label`]: { textStyle: 'sm', fontWeight: 'medium', mb: '1.5', display: 'block' },
  [`& .${p}-option`]: { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', py: '0.5', cursor: 'pointer' },
  [`& .${p}-option input`]: { w: '4', h: '4', flexShrink: 0, accentColor: 'colorPalette.solid', ...focusRing },
});

export const listRangeFieldsCss = (p: string) => ({
  [`& .${p}-field`]: { display: 'flex', flexDirection: 'column' },
  [`& .${p}-field select, & .${p}-range input`]: listControl,
  [`& .${p}-range-inputs`]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' },
  [`& .${p}-range label`]: { display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'xs', color: 'fg.muted' },
  [`& .${p}-filters-actions`]: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },
});

/** The bordered filter panel, in one column on phones and `columns` from `md` up. */
export const listFilterPanel = (gridTemplateColumns: Record<string, string>) => ({
  display: 'grid', gap: '4', p: '4', borderWidth: '1px', borderRadius: 'l3', borderColor: 'border', gridTemplateColumns,
});

/** The muted refreshing note and the messages that stand instead of rows. */
export const listMessagesCss = (p: string, messagePaddingY = '6') => ({
  [`& .${p}-muted`]: { color: 'fg.muted' },
  [`& .${p}-message`]: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: messagePaddingY },
});

type Breakpoint = 'md' | 'lg' | 'xl';

export interface ListTableOptions {
  /** From this width up the rows are a table; below, cards. */
  at: Breakpoint;
  /** The width of each card's labels. */
  labelWidth: string;
  /** A table cell's padding (from `at` up). */
  cellPadding?: string;
  overflowWrap?: 'break-word' | 'anywhere';
}

/** A list's own additions to the table's and its headers' styles. */
export interface ListTableExtra {
  table?: object;
  th?: object;
}

/**
 * The table that is a card per row below `at`: each cell shows its `data-label`, and the sortable
 * headers become a row of sort buttons (after the row's `data-sort-label`), so nothing is cut off at
 * 390 px. The scrolling region takes focus, so the keyboard can scroll it.
 */
export const listTableCss = (p: string, { at, labelWidth, cellPadding = '2', overflowWrap = 'break-word' }: ListTableOptions, extra: ListTableExtra = {}) => ({
  [`& .${p}-scroll`]: { overflowX: { base: 'visible', [at]: 'auto' }, ...focusRing, borderRadius: 'l2' },
  [`& .${p}-table`]: { display: { base: 'block', [at]: 'table' }, ...extra.table, w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
  [`& .${p}-table thead`]: { display: { base: 'block', [at]: 'table-header-group' } },
  [`& .${p}-table thead tr`]: {
    display: { base: 'flex', [at]: 'table-row' }, flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: { base: '3', [at]: 0 },
    '&::before': { content: { base: 'attr(data-sort-label)', [at]: 'none' }, textStyle: 'sm', color: 'fg.muted' },
  },
  [`& .${p}-table th`]: {
    display: { base: 'none', [at]: 'table-cell' }, textAlign: 'start', fontWeight: 'semibold', p: cellPadding, verticalAlign: 'bottom',
    borderBottomWidth: { [at]: '2px' }, borderColor: 'border', ...extra.th,
  },
  [`& .${p}-table th[data-sortable]`]: { display: { base: 'block', [at]: 'table-cell' }, p: { base: 0, [at]: cellPadding }, borderBottomWidth: { base: 0, [at]: '2px' } },
  [`& .${p}-sort`]: {
    display: 'inline-flex', alignItems: 'center', gap: '1', font: 'inherit', textAlign: 'start', cursor: 'pointer', bg: 'transparent',
    borderRadius: 'l1', p: { base: '1.5 2.5', [at]: 0 }, borderWidth: { base: '1px', [at]: 0 }, borderColor: 'border', ...focusRing,
    _hover: { textDecoration: 'underline' },
  },
  [`& .${p}-sort[data-active]`]: { color: 'colorPalette.fg' },
  [`& .${p}-sort-icon`]: { fontSize: 'xs', minW: '3' },
  [`& .${p}-table tbody`]: { display: { base: 'flex', [at]: 'table-row-group' }, flexDirection: 'column', gap: '3' },
  [`& .${p}-table tbody tr`]: listCardRow(at),
  [`& .${p}-table td`]: {
    display: { base: 'grid', [at]: 'table-cell' }, gridTemplateColumns: `${labelWidth} minmax(0, 1fr)`, gap: '2', p: { base: '1 0', [at]: cellPadding },
    verticalAlign: 'top', borderBottomWidth: { base: 0, [at]: '1px' }, borderColor: 'border', overflowWrap,
    '&::before': { content: { base: 'attr(data-label)', [at]: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
  },
  [`& .${p}-link`]: { color: 'colorPalette.fg', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', ...focusRing },
});

/** A row as a bordered card below `at`, a table row from `at` up. */
export const listCardRow = (at: Breakpoint) => ({
  display: { base: 'block', [at]: 'table-row' }, borderWidth: { base: '1px', [at]: 0 }, borderRadius: { base: 'l3', [at]: 0 }, p: { base: '3', [at]: 0 },
  borderColor: 'border',
});

/** The page size and the previous / next navigation of `ListPager`. */
export const listPagerCss = (p: string) => ({
  [`& .${p}-pager`]: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' },
  [`& .${p}-pager nav`]: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
  [`& .${p}-page-size`]: { display: 'flex', gap: '2', alignItems: 'center', textStyle: 'sm' },
  [`& .${p}-page-size select`]: listControl,
});

/** The CSV export's progress and its actions. */
export const listExportCss = (p: string) => ({
  [`& .${p}-export`]: { display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'sm' },
  [`& .${p}-export progress`]: { w: 'full', maxW: 'sm', h: '2', accentColor: 'colorPalette.solid' },
  [`& .${p}-export-row`]: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
});
