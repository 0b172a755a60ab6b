/**
 * The styles of the Users section, applied once on its container: the parts inside are plain elements
 * with these class names. From `xl` up the users are a table (scrolling sideways inside its region if
 * the page is narrower than its columns); below, each user is a card of label–value pairs (the labels
 * come from each cell's `data-label`), so nothing is cut off at 390 px. The parts every list shares come
 * from list-css.
 */
import { focusRing, listBaseCss, listButton, listCardRow, listControl, listMessagesCss, listPagerCss } from '../../../components/list-css';

const button = { ...listButton, px: '3', whiteSpace: 'nowrap' } as const;

export const usersCss = {
  ...listBaseCss('cu', button),
  '& .cu-primary': { ...button, bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid', _hover: { opacity: 0.9 } },
  '& .cu-toolbar': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' },
  '& .cu-search': { flex: '1 1 16rem', maxW: 'md' },
  '& .cu-field': { display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'sm', fontWeight: 'medium' },
  '& .cu-field select': listControl,
  '& .cu-status': { textStyle: 'sm', minH: '6' },
  ...listMessagesCss('cu', '4'),
  '& .cu-notice': {
    display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', p: '3', borderRadius: 'l2',
    bg: 'green.50', color: 'green.900', borderWidth: '1px', borderColor: 'green.300',
  },
  // The temporary password to hand over: a line of its own in the notice, the password large and unbroken.
  '& .cu-handover': {
    flex: '1 1 100%', display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'l2', borderWidth: '1px', borderColor: 'green.300',
    bg: 'bg', color: 'fg',
  },
  '& .cu-handover h3': { fontWeight: 'semibold' },
  '& .cu-password': {
    fontFamily: 'mono', textStyle: 'lg', fontWeight: 'semibold', letterSpacing: 'wide', whiteSpace: 'nowrap', px: '1.5', borderRadius: 'l1',
    bg: 'gray.100',
  },
  '& .cu-handover-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },

  // The table; cards below xl. No sortable headers here: the header row is hidden on cards.
  '& .cu-scroll': { overflowX: { base: 'visible', xl: 'auto' }, borderRadius: 'l2', ...focusRing },
  '& .cu-table': { display: { base: 'block', xl: 'table' }, w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
  '& .cu-table thead': { display: { base: 'none', xl: 'table-header-group' } },
  '& .cu-table th': { textAlign: 'start', fontWeight: 'semibold', p: '2', borderBottomWidth: '2px', borderColor: 'border', whiteSpace: 'nowrap' },
  '& .cu-table tbody': { display: { base: 'flex', xl: 'table-row-group' }, flexDirection: 'column', gap: '3' },
  '& .cu-table tbody tr': listCardRow('xl'),
  '& .cu-table td': {
    display: { base: 'grid', xl: 'table-cell' }, gridTemplateColumns: '7.5rem minmax(0, 1fr)', gap: '2', p: { base: '1 0', xl: '2' },
    verticalAlign: 'top', borderBottomWidth: { base: 0, xl: '1px' }, borderColor: 'border', overflowWrap: 'break-word',
    '&::before': { content: { base: 'attr(data-label)', xl: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
  },
  '& .cu-table td[data-blank]': { display: { base: 'none', xl: 'table-cell' } },
  // The actions stay in view at the region's end while the columns scroll beneath them: at 1280 px the
  // table is wider than the page beside the section menu, and a row's actions were off screen.
  '& .cu-table th:last-child, & .cu-table td:last-child': {
    position: { xl: 'sticky' }, insetInlineEnd: { xl: 0 }, bg: { xl: 'bg' },
    // A shadow, not a border: a collapsed table's borders do not move with a sticky cell.
    boxShadow: { xl: 'inset 1px 0 0 var(--chakra-colors-border)' },
  },
  '& .cu-actions': { display: 'flex', flexWrap: 'wrap', gap: '2' },
  '& .cu-table td .cu-actions': { flexDirection: { xl: 'column' }, alignItems: { xl: 'stretch' } },
  '& .cu-badge': {
    display: 'inline-block', px: '2', py: '0.5', me: '1', borderRadius: 'l2', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap',
    bg: 'gray.100', color: 'gray.900',
  },
  '& .cu-badge[data-tone="inactive"]': { bg: 'orange.100', color: 'orange.900' },
  '& .cu-badge[data-tone="active"]': { bg: 'green.100', color: 'green.900' },

  // Paging
  ...listPagerCss('cu'),
} as const;
