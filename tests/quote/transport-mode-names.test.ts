/**
 * A shipper sees one product: every screen names a transport mode with the same words, in every
 * language (src/i18n/glossary.ts, TRANSPORT_MODE_NAMES). Each feature's catalogue keeps its own mode
 * keys (a catalogue loads per feature and cannot import); their texts must be the glossary's.
 */
import { describe, expect, it } from 'vitest';
import { shipmentModeValues } from '../../src/api/schema.gen';
import { TRANSPORT_MODE_NAMES } from '../../src/i18n/glossary';
import { LOCALES } from '../../src/i18n/locales';

type Catalogue = Record<(typeof LOCALES)[number], Record<string, string>>;
// The shipper's screens: quotes and booking, shipments (list, filter, CSV, details) and the dashboard.
const files = import.meta.glob<{ messages: Catalogue }>(
  ['../../src/features/quote/*.messages.ts', '../../src/features/shipment/*.messages.ts', '../../src/features/dashboard/*.messages.ts'],
  { eager: true },
);
const MODE_KEY = /\.mode\.(AIR|FCL|LCL)$/;

const modeMessages = Object.entries(files).flatMap(([file, { messages }]) =>
  LOCALES.flatMap((locale) =>
    Object.entries(messages[locale])
      .filter(([key]) => MODE_KEY.test(key))
      .map(([key, text]) => ({ file: file.replace('../../', ''), locale, key, text, mode: MODE_KEY.exec(key)![1] as keyof typeof TRANSPORT_MODE_NAMES })),
  ),
);

describe('transport mode names', () => {
  it('are the same words on every screen, in every language', () => {
    const keys = new Set(modeMessages.map((m) => m.key.replace(MODE_KEY, '')));
    // Find Quote, Quote Result and Booking Confirm share one key set; quote management, shipments and the dashboard have theirs.
    expect([...keys].sort()).toEqual(['dashboard', 'findQuote', 'quoteManagement', 'shipment']);
    expect(modeMessages).toHaveLength(keys.size * LOCALES.length * shipmentModeValues.length);
    const different = modeMessages.filter((m) => m.text !== TRANSPORT_MODE_NAMES[m.mode][m.locale]).map((m) => `${m.file} ${m.locale} ${m.key}: ${m.text}`);
    expect(different).toEqual([]);
  });

  it('tell the modes apart in every language', () => {
    for (const locale of LOCALES) {
      const names = shipmentModeValues.map((mode) => TRANSPORT_MODE_NAMES[mode][locale]);
      expect(new Set(names).size).toBe(shipmentModeValues.length);
    }
  });
});
