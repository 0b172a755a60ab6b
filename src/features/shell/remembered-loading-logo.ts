/**
 * The company's loading image, remembered per site domain (decision 178): a reload shows it before the
 * company settings have answered, instead of the platform's.
 */
const keyOf = (domain: string) => `loading-logo:${domain}`;

export function readRememberedLoadingLogo(domain: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    const url = storage?.getItem(keyOf(domain));
    // Only a same-site path: the value comes back from storage another script could have written.
    return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
  } catch {
    // Storage blocked: the fallback image shows until the settings answer.
    return null;
  }
}

export function rememberLoadingLogo(domain: string, url: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(keyOf(domain), url);
  } catch {
    // Not remembered: the next load shows the fallback image first.
  }
}
