/**
 * The look of a row of section tabs (a list of links, the current one aria-current="page"), shared by
 * the section menus. Each menu gives how its list flows, its bottom edge and how a link displays.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export interface SectionTabsLayout {
  /** How the list flows (flexDirection or flexWrap). */
  flow: SystemStyleObject;
  /** The space and line under the list (pb, borderBottomWidth). */
  edge: SystemStyleObject;
  linkDisplay: 'flex' | 'inline-flex';
}

export const sectionTabsCss = ({ flow, edge, linkDisplay }: SectionTabsLayout): SystemStyleObject => ({
  display: 'flex',
  ...flow,
  gap: '1',
  listStyleType: 'none',
  m: 0,
  p: 0,
  ...edge,
  // On a phone the tabs keep one line and scroll sideways: each stays whole and reachable.
  overflowX: { base: 'auto', md: 'visible' },
  '& li': { flexShrink: 0 },
  '& a': {
    display: linkDisplay,
    alignItems: 'center',
    minH: '10',
    px: '3',
    rounded: 'l2',
    color: 'fg',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    focusVisibleRing: 'inside',
    _hover: { bg: 'bg.muted' },
  },
  '& a[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
});
