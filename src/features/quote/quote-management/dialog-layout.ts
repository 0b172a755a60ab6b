/** The layout of Quote Management's dialogs on Chakra's Dialog parts (the app theme carries no dialog recipe, decision 103). */
export const BACKDROP = { position: 'fixed', inset: 0, bg: 'blackAlpha.600', zIndex: 'overlay' } as const;
export const POSITIONER = { position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: '3', zIndex: 'modal' } as const;
export const CONTENT = {
  bg: 'bg.panel', color: 'fg', borderRadius: 'l3', boxShadow: 'lg', w: 'full', maxW: '4xl', maxH: 'calc(100dvh - 1.5rem)', overflowY: 'auto',
  display: 'flex', flexDirection: 'column', gap: '4', p: { base: '4', md: '6' }, outline: 'none',
} as const;
