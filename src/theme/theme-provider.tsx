/** Applies the Chakra system of the skin in force (company skinTheme, or the `theme` query parameter). */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { selectSkinTheme } from '../../machines/session.machine';
import { readRememberedSkin, rememberSkin } from '../app/remembered-look';
import { useSessionSelector } from '../app/session.context';
import { getSystemsVersion, subscribeSystems, systemFor } from './systems';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const domain = useSessionSelector((s) => s.context.boot.domain);
  const [remembered] = useState(() => readRememberedSkin(domain));
  const skin = useSessionSelector((s) => selectSkinTheme(s, remembered));
  const companySkin = useSessionSelector((s) => (s.context.settingsKnown ? s.context.companyConfig.skinTheme : null));
  // Re-renders when the rest of the theme comes in (src/theme/systems.ts loadAppTheme).
  useSyncExternalStore(subscribeSystems, getSystemsVersion);
  useEffect(() => {
    // Lets QA, browser tests and print styles see which skin is on.
    document.documentElement.dataset.skin = skin;
  }, [skin]);
  useEffect(() => {
    if (companySkin) rememberSkin(domain, companySkin);
  }, [domain, companySkin]);
  return <ChakraProvider value={systemFor(skin)}>{children}</ChakraProvider>;
}
