/** File sizes for display, in the language on screen: "840 kB", "6.5 MB" (megabytes rounded up). */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const KB = 1024;
const MB = 1024 * 1024;

export function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return useCallback(
    (bytes: number) =>
      bytes < MB
        ? intl.formatNumber(Math.max(1, Math.round(bytes / KB)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' })
        : // Rounded up: a file one byte over 7 MB must not read as "7 MB" next to "larger than 7 MB".
          intl.formatNumber(Math.ceil((bytes / MB) * 10) / 10, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }),
    [intl],
  );
}
