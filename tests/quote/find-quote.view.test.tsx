/**
 * Find Quote through the real app (renderRoute) against the embedded backend, as a shipper would use
 * it: the keyboard combobox, live totals and unit switches, validation next to each field, options
 * that appear only where they apply, the search in the result URL, the draft across a reload and a
 * forced re-login, `?q=` prefill, a failed look-up, and the page in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { decodeQuoteSearch, quoteResultPath, type QuoteSearch } from '../../machines/quote-search/quote-search.codec';
import { addDays, earliestCargoReadyDate } from '../../machines/shared/dates';
import { renderRoute, type RenderRouteResult } from '../utils/render-route';

const WAIT = { timeout: 5000 };

/** A cargo ready date `days` after the earliest one the rule accepts (decision 095), in any time zone. */
const isoInDays = (days: number): string => addDays(earliestCargoReadyDate(), days);

async function openFindQuote(path = '/quote', options: Parameters<typeof renderRoute>[1] = {}) {
  const app = renderRoute(path, { as: 'shipper', ...options });
  const formName = { zh_CN: '报价查询', zh_TW: '報價查詢' }[options.locale as string] ?? 'Quote search';
  await screen.findByRole('form', { name: formName }, WAIT);
  return app;
}

const group = (name: string) => screen.getByRole('group', { name });
const textbox = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name });

/** Types into a place combobox and picks an option with the keyboard (arrows + Enter). */
async function pickWithKeyboard(app: RenderRouteResult, label: string, text: string, optionName: RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await app.user.click(box);
  await app.user.type(box, text);
  const listbox = await screen.findByRole('listbox', { name: label }, WAIT);
  const options = within(listbox).getAllByRole('option');
  const index = options.findIndex((o) => optionName.test(o.textContent ?? ''));
  expect(index, `an option like ${optionName} for "${text}"`).toBeGreaterThanOrEqual(0);
  // The first option is highlighted when the list opens.
  expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
  for (let i = 0; i < index; i += 1) await app.user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[index]!.id);
  expect(options[index]).toHaveAttribute('aria-selected', 'true');
  await app.user.keyboard('{Enter}');
  expect(screen.queryByRole('listbox', { name: label })).not.toBeInTheDocument();
}

async function pickWithMouse(app: RenderRouteResult, label: string, text: string, optionName: RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await app.user.clear(box);
  await app.user.type(box, text);
  const listbox = await screen.findByRole('listbox', { name: label }, WAIT);
  await app.user.click(within(listbox).getByRole('option', { name: optionName }));
}

async function setDate(app: RenderRouteResult, label: string, iso: string) {
  const input = screen.getByLabelText(label);
  await app.user.clear(input);
  await app.user.type(input, iso);
}

/** Shanghai port → Los Angeles port, LCL, 4 boxes of 120 × 80 × 100 cm at 250 kg, ready in 3 days. */
async function fillLcl(app: RenderRouteResult) {
  await pickWithKeyboard(app, 'Origin port', 'shang', /Port of Shanghai \(CNSHA\)/);
  await pickWithMouse(app, 'Destination port', 'los ang', /Port of Los Angeles \(USLAX\)/);
  await setDate(app, 'Cargo ready date', isoInDays(3));
  const row = group('Package row 1');
  await app.user.clear(textbox('Units', row));
  await app.user.type(textbox('Units', row), '4');
  await app.user.type(textbox('Length (cm)', row), '120');
  await app.user.type(textbox('Width (cm)', row), '80');
  await app.user.type(textbox('Height (cm)', row), '100');
  await app.user.type(textbox('Weight per unit (kg)', row), '250');
}

const totals = () => screen.getByRole('region', { name: 'Cargo totals' });
const totalValue = (label: string) => {
  const term = within(totals()).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
};

async function searchedFor(app: RenderRouteResult): Promise<QuoteSearch> {
  await app.waitForPath(/^\/quote-result\?q=/);
  const search = decodeQuoteSearch(new URLSearchParams(app.location().search).get('q'));
  if (!search) throw new Error('no search in the URL');
  return search;
}

describe('Find Quote: the form', () => {
  it('labels every control, loads the countries, and marks each missing field next to it on an empty search', async () => {
    const app = await openFindQuote();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Quote' })).toBeInTheDocument();
    const origin = group('Origin');
    expect(within(origin).getByRole('combobox', { name: 'Origin location type' })).toHaveValue('PORT');
    await within(origin).findByRole('option', { name: 'China' }, WAIT);
    expect(within(group('Mode')).getByRole('radio', { name: 'Ocean LCL (shared container)' })).toBeChecked();
    // Customs options wait for the destination; into the US they are offered.
    expect(screen.getByText('Customs options depend on the destination: choose it first.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'US customs bond' })).not.toBeInTheDocument();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Destination country or region' }), 'US');
    expect(within(group('US customs bond')).getByRole('radio', { name: 'Continuous bond' })).toHaveAccessibleDescription(
      'Valid 12 months for every shipment, with no extra bond cost.',
    );
    expect(within(group('US customs bond')).getByRole('radio', { name: 'Single bond' })).toHaveAccessibleDescription(
      'Covers this shipment only. Costs a percentage of the goods value, plus estimated duties when the goods are worth more than USD 10,000.00.',
    );

    await app.user.click(screen.getByRole('button', { name: 'Search quotes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields marked below.');
    const originCountry = screen.getByRole('combobox', { name: 'Origin country or region' });
    expect(originCountry).toHaveAccessibleDescription(/Choose a country or region\./);
    expect(originCountry).toHaveAttribute('aria-invalid', 'true');
    // The port comes before its country: it is the first field marked.
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveAccessibleDescription('Choose a port from the list.');
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveFocus();
    expect(screen.getByLabelText('Cargo ready date')).toHaveAccessibleDescription(/Choose the cargo ready date\./);
    expect(textbox('Length (cm)', group('Package row 1'))).toHaveAccessibleDescription('Enter a number.');
    expect(app.path()).toBe('/quote');
  });

  // The longer journeys type a lot through user-event: they get more time than the default.
  it('searches by keyboard and mouse, shows live totals, converts on a unit switch, and opens the results of exactly that search', { timeout: 45_000 }, async () => {
    const app = await openFindQuote();
    await fillLcl(app);
    expect(totalValue('Units')).toBe('4');
    expect(totalValue('Total weight')).toBe('1,000 kg');
    expect(totalValue('Total volume')).toBe('3.84 CBM');
    expect(within(totals()).queryByText('Chargeable weight')).not.toBeInTheDocument();

    // Switching a unit converts what was typed.
    await app.user.click(screen.getByRole('radio', { name: 'in' }));
    const row = group('Package row 1');
    expect(textbox('Length (in)', row)).toHaveValue('47.24');
    expect(textbox('Height (in)', row)).toHaveValue('39.37');
    await app.user.click(screen.getByRole('radio', { name: 'lb' }));
    expect(textbox('Weight per unit (lb)', row)).toHaveValue('551.16');
    expect(totalValue('Total weight')).toBe('2,204.64 lb');
    await app.user.click(screen.getByRole('radio', { name: 'cm' }));
    await app.user.click(screen.getByRole('radio', { name: 'kg' }));
    expect(textbox('Length (cm)', row)).toHaveValue('120');
    expect(textbox('Weight per unit (kg)', row)).toHaveValue('250');

    // AIR shows the chargeable weight, and the ports must become airports.
    await app.user.click(screen.getByRole('radio', { name: 'Air' }));
    expect(totalValue('Chargeable weight')).toBe('1,000 kg');
    await app.user.type(textbox('Height (cm)', row), '0');
    expect(totalValue('Chargeable weight')).toBe('6,413 kg');
    expect(screen.queryByRole('checkbox', { name: 'ISF filing (10+2)' })).not.toBeInTheDocument();
    expect(screen.getByText('ISF filing was unticked: it applies to ocean shipments into the US only.')).toBeInTheDocument();
    // The sea ports are let go, with their city left to search an airport, and the form says why.
    expect(screen.getByRole('combobox', { name: 'Origin airport' })).toHaveValue('Shanghai');
    expect(screen.getAllByText('Air freight needs an airport: the sea port was removed. Search for an airport in its city.')).toHaveLength(2);
    await app.user.click(screen.getByRole('radio', { name: 'Ocean LCL (shared container)' }));
    await pickWithMouse(app, 'Origin port', 'shang', /Port of Shanghai \(CNSHA\)/);
    await pickWithMouse(app, 'Destination port', 'los ang', /Port of Los Angeles \(USLAX\)/);
    // Back on ocean into the US, ISF is ticked again.
    expect(screen.getByRole('checkbox', { name: 'ISF filing (10+2)' })).toBeChecked();
    await app.user.clear(textbox('Height (cm)', row));
    await app.user.type(textbox('Height (cm)', row), '100');
    await app.user.click(screen.getByRole('checkbox', { name: 'Importer of Record (IOR) activation' }));

    await app.user.click(screen.getByRole('button', { name: 'Search quotes' }));
    const search = await searchedFor(app);
    expect(search).toEqual({
      origin: { type: 'PORT', locationId: 'PORT-CNSHA', country: 'CN', city: 'Shanghai', code: 'CNSHA', name: 'Port of Shanghai', cargoReadyDate: isoInDays(3) },
      destination: { type: 'PORT', locationId: 'PORT-USLAX', country: 'US', city: 'Los Angeles', code: 'USLAX', name: 'Port of Los Angeles' },
      mode: 'LCL',
      cargo: {
        mode: 'PACKAGES', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: false,
        packages: [{ packageType: 'BOX_CRATE', units: 4, length: 120, width: 80, height: 100, weight: 250 }],
      },
      customs: { bond: 'NONE', isf: true, ior: true },
      services: { insurance: false, liftgatePickup: false, liftgateDelivery: false },
    });
  });

  it('door to FBA: city and zip, residential, liftgate where it applies, FBA packing, bond and insurance values, and duties above 10,000 USD', { timeout: 45_000 }, async () => {
    const app = await openFindQuote();
    await app.user.click(screen.getByRole('radio', { name: 'Air' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Origin location type' }), 'DOOR');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Origin country or region' }), 'CN');
    await pickWithKeyboard(app, 'Pickup city', 'shenzh', /Shenzhen 518000/);
    expect(textbox('Pickup zip / postal code')).toHaveValue('518000');
    await app.user.click(screen.getByRole('checkbox', { name: 'The pickup address is residential' }));
    await setDate(app, 'Cargo ready date', isoInDays(1));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Destination location type' }), 'FBA');
    await pickWithMouse(app, 'Destination FBA warehouse', 'ont8', /Amazon ONT8/);

    expect(screen.getByRole('checkbox', { name: 'Liftgate at pickup' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Liftgate at delivery' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: 'Liftgate at pickup' }));

    const row = group('Package row 1');
    await app.user.selectOptions(within(row).getByRole('combobox', { name: 'Package type and size' }), 'EUR1_120X80');
    expect(textbox('Length (cm)', row)).toHaveValue('120');
    expect(textbox('Length (cm)', row)).toHaveAttribute('readonly');
    await app.user.clear(textbox('Units', row));
    await app.user.type(textbox('Units', row), '2');
    await app.user.type(textbox('Height (cm)', row), '150');
    await app.user.type(textbox('Weight per unit (kg)', row), '300');
    await app.user.click(screen.getByRole('button', { name: 'Add package row' }));
    const row2 = group('Package row 2');
    await app.user.type(textbox('Length (cm)', row2), '50');
    await app.user.click(within(row2).getByRole('button', { name: 'Remove package row 2' }));
    expect(screen.queryByRole('group', { name: 'Package row 2' })).not.toBeInTheDocument();
    // 600 kg actual against 2.88 CBM × 167 = 481 kg by volume.
    expect(totalValue('Chargeable weight')).toBe('600 kg');

    await app.user.click(screen.getByRole('radio', { name: 'Single bond' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Cargo insurance' }));
    await app.user.click(screen.getByRole('button', { name: 'Search quotes' }));
    expect(textbox('Goods value (USD)')).toHaveAccessibleDescription(/Enter the goods value: a single bond is priced on it\./);
    expect(textbox('Cargo value to insure (USD)')).toHaveAccessibleDescription('Enter the cargo value to insure.');
    const labels = group('Who labels the cartons?');
    expect(within(labels).getByRole('radio', { name: 'Forwarder' })).toHaveAccessibleDescription('Choose who does this.');

    await app.user.type(textbox('Goods value (USD)'), '25000');
    expect(await screen.findByText('The goods are worth more than USD 10,000.00: estimated duties will be added to the quote.')).toBeInTheDocument();
    await app.user.type(textbox('Cargo value to insure (USD)'), '25000');
    await app.user.click(within(labels).getByRole('radio', { name: 'Forwarder' }));
    await app.user.click(within(group('Who palletizes?')).getByRole('radio', { name: 'Supplier / me' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Search quotes' }));

    const search = await searchedFor(app);
    expect(search.origin).toEqual({
      type: 'DOOR', locationId: 'DOOR-CN-518000', country: 'CN', city: 'Shenzhen', code: '518000', name: 'Shenzhen 518000', residential: true,
      cargoReadyDate: isoInDays(1),
    });
    expect(search.destination).toMatchObject({ type: 'FBA', locationId: 'FBA-ONT8', country: 'US' });
    expect(search.cargo.packages).toEqual([{ packageType: 'PALLET', palletSize: 'EUR1_120X80', units: 2, length: 120, width: 80, height: 150, weight: 300 }]);
    expect(search.customs).toEqual({ bond: 'SINGLE', goodsValue: 25000, isf: false, ior: false });
    expect(search.services).toEqual({ insurance: true, cargoValue: 25000, liftgatePickup: true, liftgateDelivery: false });
    expect(search.fbaPacking).toEqual({ labelledBy: 'FORWARDER', palletizedBy: 'SUPPLIER' });
  });

  it('FCL takes containers by type and count, one row per type', async () => {
    const app = await openFindQuote();
    await app.user.click(screen.getByRole('radio', { name: 'Ocean FCL (full container)' }));
    expect(screen.queryByRole('group', { name: 'Package row 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Liftgate at pickup' })).not.toBeInTheDocument();
    const row1 = group('Container row 1');
    expect(within(row1).getByRole('combobox', { name: 'Container type' })).toHaveValue('40HQ');
    await app.user.click(screen.getByRole('button', { name: 'Add container row' }));
    const row2 = group('Container row 2');
    await app.user.selectOptions(within(row2).getByRole('combobox', { name: 'Container type' }), '40HQ');
    await app.user.clear(textbox('Number of containers', row1));
    await app.user.type(textbox('Number of containers', row1), '0');
    await app.user.click(screen.getByRole('button', { name: 'Search quotes' }));
    expect(within(row2).getByRole('combobox', { name: 'Container type' })).toHaveAccessibleDescription(
      'This container type is already in another row: change the number of containers there.',
    );
    expect(textbox('Number of containers', row1)).toHaveAccessibleDescription('Enter a whole number from 1 to 99.');
    await app.user.selectOptions(within(row2).getByRole('combobox', { name: 'Container type' }), '20GP');
    await app.user.clear(textbox('Number of containers', row1));
    await app.user.type(textbox('Number of containers', row1), '3');
    expect(totalValue('Containers')).toBe('4');
    expect(totalValue('Total capacity')).toBe('261 CBM');
    expect(within(row1).getByRole('combobox', { name: 'Container type' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('in Traditional Chinese, the look-up names each place by city and country with the full-width comma', async () => {
    const app = await openFindQuote('/quote', { locale: 'zh_TW' });
    const box = screen.getByRole('combobox', { name: '起運港' });
    await app.user.click(box);
    await app.user.type(box, 'shang');
    const listbox = await screen.findByRole('listbox', { name: '起運港' }, WAIT);
    const shanghai = within(listbox).getAllByRole('option').find((o) => o.textContent?.includes('CNSHA'))!;
    const area = shanghai.querySelectorAll('span')[1]!.textContent;
    expect(area).toMatch(/，中國$/);
    expect(area).not.toContain(', ');
  });
});

describe('Find Quote: the draft', () => {
  it('survives a reload and a forced re-login, and a new search clears it only when confirmed', async () => {
    const first = await openFindQuote();
    await pickWithKeyboard(first, 'Origin port', 'shang', /Port of Shanghai \(CNSHA\)/);
    await first.user.type(textbox('Length (cm)', group('Package row 1')), '120');
    await first.user.click(screen.getByRole('radio', { name: 'lb' }));
    first.unmount();

    // A reload: the same user's draft comes back.
    const second = await openFindQuote();
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveValue('Port of Shanghai (CNSHA)');
    expect(textbox('Length (cm)', group('Package row 1'))).toHaveValue('120');
    expect(screen.getByRole('radio', { name: 'lb' })).toBeChecked();

    // The session ends (a 401): sign in again and the draft is still there.
    second.services.session.send({ type: 'AUTH_FAILURE' });
    await second.waitForPath('/login?redirect=%2Fquote');
    await second.user.type(await screen.findByRole('textbox', { name: 'E-mail' }, WAIT), 'shipper@example.com');
    await second.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await second.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await second.waitForPath('/quote');
    expect(await screen.findByRole('combobox', { name: 'Origin port' }, WAIT)).toHaveValue('Port of Shanghai (CNSHA)');
    expect(textbox('Length (cm)', group('Package row 1'))).toHaveValue('120');

    await second.user.click(screen.getByRole('button', { name: 'Start a new search' }));
    await second.user.click(screen.getByRole('button', { name: 'Keep my search' }));
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveValue('Port of Shanghai (CNSHA)');
    await second.user.click(screen.getByRole('button', { name: 'Start a new search' }));
    await second.user.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveValue('');
    expect(textbox('Length (cm)', group('Package row 1'))).toHaveValue('');
  });

  it('opens a search from a result link (?q=) in the form and drops the link from the address', async () => {
    const search: QuoteSearch = {
      origin: { type: 'AIRPORT', locationId: 'AIRPORT-PVG', country: 'CN', city: 'Shanghai', code: 'PVG', name: 'Shanghai Pudong International Airport', cargoReadyDate: isoInDays(5) },
      destination: { type: 'DOOR', country: 'DE', city: 'Munich', code: '80331', residential: true },
      mode: 'AIR',
      cargo: { mode: 'TOTALS', weightUnit: 'LB', dimensionUnit: 'INCH', volumeUnit: 'CUFT', hazardous: true, totals: { units: 12, weight: 800, volume: 60, packageType: 'PALLET' } },
      customs: { bond: 'NONE', isf: false, ior: false },
      services: { insurance: false, liftgatePickup: false, liftgateDelivery: true },
    };
    const app = await openFindQuote(quoteResultPath(search).replace('/quote-result', '/find-quote/quote'));
    await app.waitForPath('/find-quote/quote');
    expect(screen.getByRole('radio', { name: 'Air' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Origin airport' })).toHaveValue('Shanghai Pudong International Airport (PVG)');
    expect(screen.getByRole('combobox', { name: 'Delivery city' })).toHaveValue('Munich');
    expect(textbox('Delivery zip / postal code')).toHaveValue('80331');
    expect(screen.getByRole('checkbox', { name: 'The delivery address is residential' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By totals' })).toBeChecked();
    expect(textbox('Total weight (lb)')).toHaveValue('800');
    expect(textbox('Total volume (cu ft)')).toHaveValue('60');
    expect(screen.getByRole('checkbox', { name: 'Hazardous materials or batteries' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Liftgate at delivery' })).toBeChecked();
    // Into Germany: no US customs options.
    expect(screen.queryByRole('group', { name: 'US customs bond' })).not.toBeInTheDocument();
    // 800 lb = 362.87 kg beats 60 cu ft = 1.699 CBM × 167 = 283.7 kg; billed from the next half kilo up.
    expect(totalValue('Chargeable weight')).toBe('363 kg');

    await app.user.click(screen.getByRole('button', { name: 'Search quotes' }));
    expect(await searchedFor(app)).toEqual({ ...search, origin: { ...search.origin }, destination: { ...search.destination } });
  });

  it('says so when a result link cannot be read, and keeps the draft', async () => {
    await openFindQuote('/quote?q=not-a-search');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search link could not be read.');
    expect(screen.getByRole('combobox', { name: 'Origin port' })).toHaveValue('');
  });
});

describe('Find Quote: look-up trouble and languages', () => {
  it('a failed look-up says what to do and searches again on request; nothing typed is lost', async () => {
    let fail = true;
    server.use(
      http.get('*/api/location/search', () => (fail ? HttpResponse.json({ success: false, code: 500, message: 'Search is down' }, { status: 500 }) : undefined)),
    );
    const app = await openFindQuote();
    const box = screen.getByRole('combobox', { name: 'Origin port' });
    await app.user.type(box, 'hamb');
    expect(await screen.findByText('Places could not be searched.', undefined, WAIT)).toBeInTheDocument();
    expect(box).toHaveValue('hamb');
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Search again' }));
    const listbox = await screen.findByRole('listbox', { name: 'Origin port' }, WAIT);
    expect(within(listbox).getByRole('option', { name: /Port of Hamburg/ })).toBeInTheDocument();
    expect(box).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Origin port' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const app = await openFindQuote();
    await app.user.type(screen.getByRole('combobox', { name: 'Destination port' }), 'zzzz');
    const said = 'No place matches “zzzz”. Check the spelling, or change the location type.';
    await waitFor(() => expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain(said), WAIT);
    expect(screen.getByRole('combobox', { name: 'Destination port' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click after typing in a place field lands, and leaving without a new pick keeps the earlier one', async () => {
    const app = await openFindQuote();
    await pickWithMouse(app, 'Origin port', 'shang', /Port of Shanghai \(CNSHA\)/);
    expect(screen.getByRole('combobox', { name: 'Origin country or region' })).toHaveValue('CN');
    const box = screen.getByRole('combobox', { name: 'Origin port' });
    await app.user.clear(box);
    await app.user.type(box, 'ning');
    await screen.findByRole('listbox', { name: 'Origin port' }, WAIT);
    await app.user.click(screen.getByRole('radio', { name: 'Ocean FCL (full container)' }));
    expect(screen.getByRole('radio', { name: 'Ocean FCL (full container)' })).toBeChecked();
    expect(screen.queryByRole('listbox', { name: 'Origin port' })).not.toBeInTheDocument();
    expect(box).toHaveValue('Port of Shanghai (CNSHA)');
  });

  it('speaks Chinese: labels, countries, unit names and messages', async () => {
    const app = await openFindQuote('/quote', { locale: 'zh_CN' });
    expect(screen.getByRole('heading', { level: 1, name: '查询报价' })).toBeInTheDocument();
    const origin = group('起运地');
    await within(origin).findByRole('option', { name: '中国' }, WAIT);
    expect(within(group('尺寸')).getByRole('radio', { name: '英寸' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: '查询报价' }));
    expect(screen.getByRole('combobox', { name: '起运国家或地区' })).toHaveAccessibleDescription(/请选择国家或地区。/);
    await app.user.click(within(group('尺寸')).getByRole('radio', { name: '英寸' }));
    await app.user.type(textbox('宽（英寸）', group('包装第 1 行')), '500');
    await waitFor(() => expect(textbox('宽（英寸）', group('包装第 1 行'))).toHaveAccessibleDescription('最多 472.44 英寸。'));
  });
});
