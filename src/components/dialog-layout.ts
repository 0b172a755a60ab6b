/**
 * The layout of the app's dialogs on Chakra's Dialog parts, so it does not depend on which recipes the
 * app theme carries (decision 103 lists them; the dialog recipe is not among them).
 */
export const BACKDROP = { position: 'fixed', inset: 0, bg: 'blackAlpha.600', zIndex: 'overlay' } as const;
export const POSITIONER = { position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: '3', zIndex: 'modal' } as const;
export const CONTENT = {
  bg: 'bg.panel', color: 'fg', borderRadius: 'l3', boxShadow: 'lg', w: 'full', maxW: 'xl', maxH: 'calc(100dvh - 1.5rem)', overflowY: 'auto',
  display: 'flex', flexDirection: 'column', gap: '4', p: { base: '4', md: '6' }, outline: 'none',
} as const;
