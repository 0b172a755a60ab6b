/** Applies the Chakra system of the skin in force (company skinTheme, or the `theme` query parameter). */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { selectSkinTheme } from '../../machines/session.machine';
import { useSessionSelector } from '../app/session.context';
import { getSystemsVersion, subscribeSystems, systemFor } from './systems';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const skin = useSessionSelector(selectSkinTheme);
  // Re-renders when the rest of the theme comes in (src/theme/systems.ts loadAppTheme).
  useSyncExternalStore(subscribeSystems, getSystemsVersion);
  useEffect(() => {
    // Lets QA, browser tests and print styles see which skin is on.
    document.documentElement.dataset.skin = skin;
  }, [skin]);
  return <ChakraProvider value={systemFor(skin)}>{children}</ChakraProvider>;
}
