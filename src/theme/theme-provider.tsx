/** Applies the Chakra system of the skin in force (company skinTheme, or the `theme` query parameter). */
import { useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { selectSkinTheme } from '../../machines/session.machine';
import { useSessionSelector } from '../app/session.context';
import { systemFor } from './systems';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const skin = useSessionSelector(selectSkinTheme);
  useEffect(() => {
    // Lets QA, browser tests and print styles see which skin is on.
    document.documentElement.dataset.skin = skin;
  }, [skin]);
  return <ChakraProvider value={systemFor(skin)}>{children}</ChakraProvider>;
}
