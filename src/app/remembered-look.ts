/**
 * The company's look as this site showed it last, remembered per site domain (decision 178): its loading
 * image and its skin. A reload shows them before the company settings have answered, instead of the
 * platform's (and builds the company's Chakra system once, instead of the platform's first).
 */
import { SKIN_THEMES, type SkinTheme } from '../../machines/session.machine';

type Remembered = 'loading-logo' | 'skin';

const keyOf = (what: Remembered, domain: string) => `${what}:${domain}`;

function read(what: Remembered, domain: string, storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(keyOf(what, domain)) ?? null;
  } catch {
    // Storage blocked: the platform's look shows until the settings answer.
    return null;
  }
}

function remember(what: Remembered, domain: string, value: string, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(keyOf(what, domain), value);
  } catch {
    // Not remembered: the next load shows the platform's look first.
  }
}

export function readRememberedLoadingLogo(domain: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  const url = read('loading-logo', domain, storage);
  // Only a same-site path: the value comes back from storage another script could have written.
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

export function rememberLoadingLogo(domain: string, url: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  remember('loading-logo', domain, url, storage);
}

export function readRememberedSkin(domain: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SkinTheme | null {
  const skin = read('skin', domain, storage);
  return SKIN_THEMES.find((known) => known === skin) ?? null;
}

export function rememberSkin(domain: string, skin: SkinTheme, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  remember('skin', domain, skin, storage);
}
