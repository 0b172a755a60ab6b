/**
 * The layout of the app's dialogs on Chakra's Dialog and Drawer parts, so it does not depend on which
 * recipes the app theme carries (decision 103 lists them; the dialog and drawer recipes are not among them).
 */
export const BACKDROP = { position: 'fixed', inset: 0, bg: 'blackAlpha.600', zIndex: 'overlay' } as const;
export const POSITIONER = { position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: '3', zIndex: 'modal' } as const;
export const CONTENT = {
  bg: 'bg.panel', color: 'fg', borderRadius: 'l3', boxShadow: 'lg', w: 'full', maxW: 'xl', maxH: 'calc(100dvh - 1.5rem)', overflowY: 'auto',
  display: 'flex', flexDirection: 'column', gap: '4', p: { base: '4', md: '6' }, outline: 'none',
} as const;
/** A drawer from the start edge, the full height of the screen (a phone's filters). */
export const DRAWER_POSITIONER = { position: 'fixed', inset: 0, display: 'flex', justifyContent: 'flex-start', zIndex: 'modal' } as const;
export const DRAWER_CONTENT = {
  position: 'relative', bg: 'bg.panel', color: 'fg', boxShadow: 'lg', w: 'full', maxW: 'sm', h: '100dvh', overflowY: 'auto',
  display: 'flex', flexDirection: 'column', gap: '4', p: '4', outline: 'none',
} as const;
