/**
 * Shipments: the seeded slice. Its records (domain/shipment-records.ts) are what handlers map to the
 * contract's `Shipment` / `ShipmentSummary`.
 */
import { shipmentDocumentTypeValues, type components } from '../../src/api/schema.gen';
import { centsText, round2 } from '../../domain/money';
import { defineSlice, nextId, saveChanged, saveDb, storeVersion } from './db';
import { createRng, type Rng } from './rng';
import { makePdf } from '../pdf';
import { seedAnchor, mockNow } from './clock';
import { serverDay } from '../../domain/server-days';
import { DEFAULT_DOCUMENT_CATEGORY } from '../../domain/shipment-rules';
import { COMPANY, DEMO_USER, findCompany, findUserById, users } from './users.store';
import { byUsdTotal, priceSearch } from '../../domain/pricing';
import type { QuoteSearch } from '../../domain/quote-search-rules';
import { applyCancellationCredit, chargesTotal, countedAdjustments, recomputeTotals } from '../../domain/shipment-money';
import { seedPricingContext } from './pricing-context';
import type {
  AdjustmentRecord, AttachmentRecord, BookedShipmentInput, ChargeRowRecord, CommodityRecord, CompanyInfoRecord, CustomsBond, CustomsEventCode,
  CustomsEventRecord, DocumentType, HoldRecord, MilestoneRecord, PlaceRecord, ShipmentModeValue, ShipmentProgress,
  ShipmentRecord, ShipmentRepository, ShipmentStatus,
} from '../../domain/shipment-records';

type Schemas = components['schemas'];
type Currency = Schemas['Currency'];

/** The happy path of a shipment, in order. Which moves are allowed, by whom, lives in domain/shipment-rules.ts. */
export const STATUS_FLOW: readonly ShipmentStatus[] = [
  'BOOKING_PLACED', 'SENT_TO_PROVIDER', 'TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED', 'CONFIRMING_CLOSE', 'CLOSED',
];

// ---------------------------------------------------------------------------------------------------
// Seed fixtures: lanes, carriers, goods, suppliers.

interface LaneFixture {
  key: string;
  buyer: 'acme' | 'nordic';
  modes: ShipmentModeValue[];
  currency: Currency;
  /** Local currency of the origin charges and its rate into `currency`. */
  localCurrency: string;
  localRate: number;
  originPort: PlaceRecord;
  destPort: PlaceRecord;
  originDoor: PlaceRecord;
  destDoor: PlaceRecord;
  via: string | null;
  portToPort: [number, number];
  /** Key into SUPPLIERS: the consignor. */
  supplier: string;
}

const port = (country: string, city: string, code: string, name: string): PlaceRecord => ({ type: 'PORT', country, city, code, name });
const airport = (country: string, city: string, code: string, name: string): PlaceRecord => ({ type: 'AIRPORT', country, city, code, name });
const door = (country: string, city: string, code: string, name: string): PlaceRecord => ({ type: 'DOOR', country, city, code, name });

const ACME_LB_DOOR = door('US', 'Long Beach', '90802', 'Acme DC, 1200 Harbor Blvd');
const ACME_CHI_DOOR = door('US', 'Chicago', '60638', 'Acme Midwest DC, 6500 S Cicero Ave');
const ACME_UK_DOOR = door('GB', 'Daventry', 'NN11 8RT', 'Acme UK DC, DIRFT Daventry');
const NORDIC_DOOR = door('SE', 'Stockholm', '111 34', 'Nordic Outdoor warehouse, Sveavägen 44');
const NORDIC_JKG_DOOR = door('SE', 'Jönköping', '553 03', 'Nordic Outdoor DC, Torsvik');

const LANES: LaneFixture[] = [
  {
    key: 'SHA-LAX', supplier: 'meilong', buyer: 'acme', modes: ['FCL', 'LCL'], currency: 'USD', localCurrency: 'CNY', localRate: 0.1392,
    originPort: port('CN', 'Shanghai', 'CNSHA', 'Port of Shanghai'), destPort: port('US', 'Los Angeles', 'USLAX', 'Port of Los Angeles'),
    originDoor: door('CN', 'Shanghai', '201100', 'Meilong Ceramics, Minhang District'), destDoor: ACME_LB_DOOR, via: null, portToPort: [13, 17],
  },
  {
    key: 'NGB-LGB', supplier: 'everbright', buyer: 'acme', modes: ['FCL'], currency: 'USD', localCurrency: 'CNY', localRate: 0.1392,
    originPort: port('CN', 'Ningbo', 'CNNGB', 'Port of Ningbo-Zhoushan'), destPort: port('US', 'Long Beach', 'USLGB', 'Port of Long Beach'),
    originDoor: door('CN', 'Ningbo', '315000', 'Everbright Housewares, Yinzhou'), destDoor: ACME_LB_DOOR, via: 'Busan (KRPUS)', portToPort: [15, 19],
  },
  {
    key: 'HKG-ONT8', supplier: 'kowloon', buyer: 'acme', modes: ['FCL', 'LCL'], currency: 'USD', localCurrency: 'HKD', localRate: 0.1282,
    originPort: port('HK', 'Hong Kong', 'HKHKG', 'Port of Hong Kong'), destPort: port('US', 'Long Beach', 'USLGB', 'Port of Long Beach'),
    originDoor: door('HK', 'Hong Kong', '999077', 'Kowloon Gadget Trading, Kwun Tong'),
    destDoor: { type: 'FBA', country: 'US', city: 'Moreno Valley', code: 'ONT8', name: 'Amazon FBA ONT8, 24300 Nandina Ave' }, via: null, portToPort: [14, 18],
  },
  {
    key: 'SZX-LAX', supplier: 'brightway', buyer: 'acme', modes: ['AIR'], currency: 'USD', localCurrency: 'CNY', localRate: 0.1392,
    originPort: airport('CN', 'Shenzhen', 'SZX', "Shenzhen Bao'an International Airport"), destPort: airport('US', 'Los Angeles', 'LAX', 'Los Angeles International Airport'),
    originDoor: door('CN', 'Shenzhen', '518101', "Brightway Lighting, Bao'an District"), destDoor: ACME_LB_DOOR, via: null, portToPort: [1, 3],
  },
  {
    key: 'PVG-ORD', supplier: 'meilong', buyer: 'acme', modes: ['AIR'], currency: 'USD', localCurrency: 'CNY', localRate: 0.1392,
    originPort: airport('CN', 'Shanghai', 'PVG', 'Shanghai Pudong International Airport'), destPort: airport('US', 'Chicago', 'ORD', "Chicago O'Hare International Airport"),
    originDoor: door('CN', 'Shanghai', '201100', 'Meilong Ceramics, Minhang District'), destDoor: ACME_CHI_DOOR, via: 'Anchorage (ANC)', portToPort: [2, 4],
  },
  {
    key: 'NSA-FXT', supplier: 'bharat', buyer: 'acme', modes: ['FCL', 'LCL'], currency: 'GBP', localCurrency: 'INR', localRate: 0.0093,
    originPort: port('IN', 'Mumbai', 'INNSA', 'Nhava Sheva (JNPT)'), destPort: port('GB', 'Felixstowe', 'GBFXT', 'Port of Felixstowe'),
    originDoor: door('IN', 'Mumbai', '400093', 'Bharat Homecraft, Andheri East'), destDoor: ACME_UK_DOOR, via: 'Colombo (LKCMB)', portToPort: [24, 30],
  },
  {
    key: 'YTN-RTM', supplier: 'summitSz', buyer: 'nordic', modes: ['FCL', 'LCL'], currency: 'EUR', localCurrency: 'CNY', localRate: 0.1281,
    originPort: port('CN', 'Shenzhen', 'CNYTN', 'Yantian International Container Terminals'), destPort: port('NL', 'Rotterdam', 'NLRTM', 'Port of Rotterdam'),
    originDoor: door('CN', 'Shenzhen', '518083', 'Summit Outdoor Gear, Yantian'), destDoor: NORDIC_JKG_DOOR, via: 'Singapore (SGSIN)', portToPort: [28, 34],
  },
  {
    key: 'SGN-HAM', supplier: 'saigon', buyer: 'nordic', modes: ['FCL', 'LCL'], currency: 'EUR', localCurrency: 'VND', localRate: 0.0000362,
    originPort: port('VN', 'Ho Chi Minh City', 'VNSGN', 'Cat Lai Terminal, Ho Chi Minh City'), destPort: port('DE', 'Hamburg', 'DEHAM', 'Port of Hamburg'),
    originDoor: door('VN', 'Ho Chi Minh City', '700000', 'Saigon Textile Export, District 7'), destDoor: NORDIC_JKG_DOOR, via: 'Singapore (SGSIN)', portToPort: [26, 32],
  },
  {
    key: 'XMN-GOT', supplier: 'summitXm', buyer: 'nordic', modes: ['FCL'], currency: 'EUR', localCurrency: 'CNY', localRate: 0.1281,
    originPort: port('CN', 'Xiamen', 'CNXMN', 'Port of Xiamen'), destPort: port('SE', 'Gothenburg', 'SEGOT', 'Port of Gothenburg'),
    originDoor: door('CN', 'Xiamen', '361000', 'Summit Outdoor Gear, Huli District'), destDoor: NORDIC_JKG_DOOR, via: 'Rotterdam (NLRTM)', portToPort: [32, 38],
  },
  {
    key: 'HKG-FRA', supplier: 'kowloon', buyer: 'nordic', modes: ['AIR'], currency: 'EUR', localCurrency: 'HKD', localRate: 0.1178,
    originPort: airport('HK', 'Hong Kong', 'HKG', 'Hong Kong International Airport'), destPort: airport('DE', 'Frankfurt', 'FRA', 'Frankfurt Airport'),
    originDoor: door('HK', 'Hong Kong', '999077', 'Kowloon Gadget Trading, Kwun Tong'), destDoor: NORDIC_DOOR, via: null, portToPort: [1, 2],
  },
  {
    key: 'PVG-ARN', supplier: 'alpine', buyer: 'nordic', modes: ['AIR'], currency: 'EUR', localCurrency: 'CNY', localRate: 0.1281,
    originPort: airport('CN', 'Shanghai', 'PVG', 'Shanghai Pudong International Airport'), destPort: airport('SE', 'Stockholm', 'ARN', 'Stockholm Arlanda Airport'),
    originDoor: door('CN', 'Shanghai', '201600', 'Alpine Textiles, Songjiang District'), destDoor: NORDIC_DOOR, via: 'Frankfurt (FRA)', portToPort: [2, 3],
  },
];

const OCEAN_CARRIERS = [
  { name: 'Maersk', scac: 'MAEU', owner: 'MSKU', vessels: ['MAERSK EINDHOVEN', 'MAERSK ESSEN', 'MARIE MAERSK'] },
  { name: 'COSCO', scac: 'COSU', owner: 'CSNU', vessels: ['COSCO SHIPPING UNIVERSE', 'COSCO ENGLAND', 'COSCO PRIDE'] },
  { name: 'MSC', scac: 'MEDU', owner: 'MSCU', vessels: ['MSC GULSUN', 'MSC OSCAR', 'MSC ANNA'] },
  { name: 'CMA CGM', scac: 'CMDU', owner: 'CMAU', vessels: ['CMA CGM JACQUES SAADE', 'CMA CGM MARCO POLO', 'CMA CGM ANTOINE DE SAINT EXUPERY'] },
  { name: 'Hapag-Lloyd', scac: 'HLCU', owner: 'HLXU', vessels: ['BERLIN EXPRESS', 'HAMBURG EXPRESS'] },
  { name: 'ONE', scac: 'ONEY', owner: 'ONEU', vessels: ['ONE APUS', 'ONE STORK'] },
  { name: 'Evergreen', scac: 'EGLV', owner: 'EGHU', vessels: ['EVER ACE', 'EVER GIVEN'] },
] as const;
const AIR_CARRIERS = [
  { name: 'Cathay Cargo', prefix: '160', flight: 'CX' },
  { name: 'Lufthansa Cargo', prefix: '020', flight: 'LH' },
  { name: 'Emirates SkyCargo', prefix: '176', flight: 'EK' },
  { name: 'China Airlines Cargo', prefix: '297', flight: 'CI' },
  { name: 'Qatar Airways Cargo', prefix: '157', flight: 'QR' },
] as const;

const GOODS: Record<'acme' | 'nordic', { description: string; hsCode: string; unit: [number, number]; hazardous?: boolean }[]> = {
  acme: [
    { description: 'Ceramic dinnerware sets', hsCode: '691200', unit: [18, 42] },
    { description: 'Cotton bath towels', hsCode: '630260', unit: [4, 9] },
    { description: 'LED desk lamps', hsCode: '940520', unit: [11, 26] },
    { description: 'Bamboo cutting boards', hsCode: '441990', unit: [3, 7] },
    { description: 'Stainless steel cookware sets', hsCode: '732393', unit: [25, 60] },
    { description: 'Glass food storage containers', hsCode: '701349', unit: [5, 12] },
    { description: 'Bluetooth speakers', hsCode: '851822', unit: [14, 32] },
    { description: 'Lithium-ion power banks', hsCode: '850760', unit: [9, 19], hazardous: true },
  ],
  nordic: [
    { description: 'Polyester camping tents', hsCode: '630622', unit: [38, 95] },
    { description: 'Down sleeping bags', hsCode: '940430', unit: [42, 110] },
    { description: 'Aluminium trekking poles', hsCode: '950699', unit: [9, 21] },
    { description: 'Softshell jackets', hsCode: '620193', unit: [17, 39] },
    { description: 'Hiking boots', hsCode: '640411', unit: [22, 48] },
    { description: 'Insulated steel bottles', hsCode: '961700', unit: [4, 9] },
    { description: 'Headlamps with rechargeable batteries', hsCode: '851310', unit: [6, 14], hazardous: true },
  ],
};

const SUPPLIERS: Record<string, CompanyInfoRecord> = {
  meilong: { companyName: 'Shanghai Meilong Ceramics Co., Ltd.', contactPerson: 'Zhang Wei', address: 'No. 288 Lianhua Road', addressComplement: 'Minhang District', city: 'Shanghai', stateProvince: 'Shanghai', country: 'CN', zipCode: '201100', phone: '+862154321000', email: 'export@meilong-ceramics.example.cn' },
  everbright: { companyName: 'Ningbo Everbright Housewares Co., Ltd.', contactPerson: 'Chen Jing', address: '66 Huizhen Road', addressComplement: 'Yinzhou District', city: 'Ningbo', stateProvince: 'Zhejiang', country: 'CN', zipCode: '315000', phone: '+8657487654321', email: 'sales@everbright-hw.example.cn' },
  kowloon: { companyName: 'Kowloon Gadget Trading Ltd.', contactPerson: 'Kelvin Lau', address: 'Unit 1203, Kwun Tong Plaza', addressComplement: '68 Hoi Yuen Road', city: 'Hong Kong', country: 'HK', zipCode: '999077', phone: '+85223456789', email: 'shipping@kowloongadget.example.hk' },
  summitSz: { companyName: 'Shenzhen Summit Outdoor Gear Co., Ltd.', contactPerson: 'Liu Yang', address: 'Building 5, Yantian Industrial Park', city: 'Shenzhen', stateProvince: 'Guangdong', country: 'CN', zipCode: '518083', phone: '+8675527881234', email: 'logistics@summit-outdoor.example.cn' },
  saigon: { companyName: 'Saigon Textile Export JSC', contactPerson: 'Nguyen Thi Lan', address: '120 Nguyen Van Linh', addressComplement: 'District 7', city: 'Ho Chi Minh City', country: 'VN', zipCode: '700000', phone: '+842838123456', email: 'export@saigontextile.example.vn' },
  summitXm: { companyName: 'Xiamen Summit Outdoor Gear Co., Ltd.', contactPerson: 'Huang Min', address: '18 Xiangyu Road', addressComplement: 'Huli District', city: 'Xiamen', stateProvince: 'Fujian', country: 'CN', zipCode: '361000', phone: '+865925551234', email: 'export@xm-summit.example.cn' },
  brightway: { companyName: 'Shenzhen Brightway Lighting Co., Ltd.', contactPerson: 'Wu Hao', address: "Block B, Fuhai Industrial Zone", addressComplement: "Bao'an District", city: 'Shenzhen', stateProvince: 'Guangdong', country: 'CN', zipCode: '518101', phone: '+8675529991234', email: 'export@brightway-lighting.example.cn' },
  alpine: { companyName: 'Shanghai Alpine Textiles Co., Ltd.', contactPerson: 'Sun Li', address: '99 Rongle East Road', addressComplement: 'Songjiang District', city: 'Shanghai', stateProvince: 'Shanghai', country: 'CN', zipCode: '201600', phone: '+862157681234', email: 'export@alpine-textiles.example.cn' },
  bharat: { companyName: 'Bharat Homecraft Exports Pvt. Ltd.', contactPerson: 'Priya Nair', address: 'Plot 44, MIDC', addressComplement: 'Andheri East', city: 'Mumbai', stateProvince: 'Maharashtra', country: 'IN', zipCode: '400093', phone: '+912228371234', email: 'exports@bharathomecraft.example.in' },
};

const FACILITATORS: Record<string, string[]> = {
  US: ['Harbor Customs Brokerage LLC', 'Pacific Gateway Customs Services', 'Flexport Customs LLC'],
  GB: ['Felixstowe Clearance Ltd.', 'Channel Customs Services Ltd.'],
  SE: ['Nordic Tullservice AB', 'Göteborg Clearing AB'],
};

const HOLD_REASONS: readonly Omit<HoldRecord, 'placedAt' | 'placedBy'>[] = [
  { category: 'CUSTOMS_QUERY', documentType: null, reason: 'US CBP ordered a container exam (CET); cargo is at the exam station until released.' },
  { category: 'MISSING_DOCUMENT', documentType: 'COMMERCIAL_INVOICE', reason: 'Commercial invoice is missing HS codes for two lines; please upload a corrected invoice.' },
  { category: 'PAYMENT', documentType: null, reason: 'Destination charges are unpaid; the delivery order is released once the bill is paid.' },
  { category: 'CUSTOMS_QUERY', documentType: null, reason: 'ISF was filed late; waiting for CBP release before pickup.' },
  { category: 'MISSING_DOCUMENT', documentType: 'OTHERS', reason: 'Wooden pallets lack an ISPM 15 stamp; fumigation certificate required.' },
  { category: 'MISSING_DOCUMENT', documentType: 'OTHERS', reason: 'Battery shipment needs an MSDS and UN38.3 test summary before loading.' },
];
/** The reason of the shipper's guaranteed missing-document hold (seeded for the demo and the tests). */
const MISSING_INVOICE_HOLD = HOLD_REASONS[1] as (typeof HOLD_REASONS)[number];

const DISPUTE_REASONS = [
  'The free time was extended to 14 days in the quote; demurrage should not apply.',
  'The exam was requested because of your late ISF; we will not pay this fee.',
];

const RATING_COMMENTS = [
  'Smooth shipment, clear updates at every milestone.',
  'Arrived two days late but the team kept us informed.',
  'Great rate and fast customs clearance.',
  'Documentation was handled very professionally.',
  'Pickup was delayed and we had to chase for updates.',
  'Everything on time, will book again.',
  '',
];

const BUYER_COMMENTS = [
  'Could you confirm the cargo ready date with the supplier?',
  'Please share the draft HBL before it is released.',
  'Is there any update on the vessel ETA?',
  'Our warehouse receives deliveries 8:00–15:00 only, please book the delivery slot accordingly.',
  'Attached the signed commercial invoice.',
];
const SELLER_COMMENTS = [
  'Space confirmed, the booking confirmation is in the documents tab.',
  'The supplier confirmed cargo ready on the planned date.',
  'Vessel is on schedule; we will send the arrival notice 5 days before ETA.',
  'Customs entry has been filed, release expected within 24 hours.',
  'Delivery is booked for tomorrow morning with liftgate.',
];

// ---------------------------------------------------------------------------------------------------
// Identifier helpers (real check digits so the numbers look right to someone who knows them).

/** ISO 6346 container number with its check digit. */
function containerNumber(rng: Rng, owner: string): string {
  const serial = String(rng.int(0, 999999)).padStart(6, '0');
  const body = `${owner}${serial}`;
  const letterValue = (ch: string) => {
    let v = 10;
    for (let c = 65; c < ch.charCodeAt(0); c++) {
      v += 1;
      if (v % 11 === 0) v += 1;
    }
    return v;
  };
  let sum = 0;
  [...body].forEach((ch, i) => {
    const v = /[A-Z]/.test(ch) ? letterValue(ch) : Number(ch);
    sum += v * 2 ** i;
  });
  return `${body}${(sum % 11) % 10}`;
}

/** IATA air waybill: prefix, 7 digits, mod-7 check digit. */
function airWaybill(rng: Rng, prefix: string): string {
  const serial = rng.int(1_000_000, 9_999_999);
  return `${prefix}-${serial}${serial % 7}`;
}

const daysToIso = (days: number) => new Date(seedAnchor() + Math.round(days * 24) * 3_600_000).toISOString();

// ---------------------------------------------------------------------------------------------------
// Charges

function row(feeName: string, unitPrice: number, units: number, comment: string, currency: string, exchangeRate: number): ChargeRowRecord {
  return { feeName, unitPrice, units, amount: round2(unitPrice * units), comment, currency, exchangeRate };
}

interface ChargeContext {
  rng: Rng;
  lane: LaneFixture;
  mode: ShipmentModeValue;
  units: number;
  doorOrigin: boolean;
  doorDestination: boolean;
  insuranceValue: number | null;
  liftgateDelivery: boolean;
  customsBond: CustomsBond;
  isf: boolean;
  goodsValue: number;
}

function seedCharges(c: ChargeContext): ShipmentRecord['charges'] {
  const { rng, lane, mode, units } = c;
  const cur = lane.currency;
  const local = (amountInShipmentCurrency: number) => round2(amountInShipmentCurrency / lane.localRate);
  const unitLabel = mode === 'AIR' ? 'per kg' : mode === 'LCL' ? 'per CBM' : "per 40' HC";
  const origin: ChargeRowRecord[] = [];
  const destination: ChargeRowRecord[] = [];
  const shipment: ChargeRowRecord[] = [];

  if (mode === 'AIR') {
    origin.push(row('Airport terminal handling', local(rng.money(0.08, 0.15)), units, 'per kg', lane.localCurrency, lane.localRate));
    origin.push(row('Security screening', local(rng.money(0.04, 0.07)), units, 'per kg', lane.localCurrency, lane.localRate));
  } else {
    origin.push(row('Origin terminal handling (THC)', local(mode === 'FCL' ? rng.money(150, 210) : rng.money(12, 20)), units, unitLabel, lane.localCurrency, lane.localRate));
    origin.push(row('Bill of lading fee', local(rng.money(45, 70)), 1, 'per B/L', lane.localCurrency, lane.localRate));
  }
  origin.push(row('Export customs declaration', local(rng.money(35, 60)), 1, 'per shipment', lane.localCurrency, lane.localRate));
  if (c.doorOrigin) origin.push(row('Pickup trucking', local(rng.money(120, 380)), 1, 'per shipment', lane.localCurrency, lane.localRate));

  if (mode === 'AIR') {
    shipment.push(row('Air freight', rng.money(3.2, 6.8), units, 'per kg (chargeable)', cur, 1));
    shipment.push(row('Fuel surcharge', rng.money(0.6, 1.1), units, 'per kg (chargeable)', cur, 1));
  } else if (mode === 'FCL') {
    shipment.push(row('Ocean freight', rng.money(1850, 4200), units, unitLabel, cur, 1));
    shipment.push(row('Bunker adjustment factor (BAF)', rng.money(180, 420), units, unitLabel, cur, 1));
  } else {
    shipment.push(row('Ocean freight (LCL)', rng.money(55, 110), units, 'per CBM (W/M)', cur, 1));
    shipment.push(row('CFS consolidation', rng.money(18, 30), units, 'per CBM', cur, 1));
  }
  if (c.insuranceValue !== null) {
    shipment.push(row('Cargo insurance', round2(Math.max(35, c.insuranceValue * 0.0035)), 1, '0.35% of insured value, min 35', cur, 1));
  }

  if (mode === 'AIR') destination.push(row('Import airport handling', rng.money(0.1, 0.2), units, 'per kg', cur, 1));
  else destination.push(row('Destination terminal handling (THC)', mode === 'FCL' ? rng.money(220, 390) : rng.money(15, 28), units, unitLabel, cur, 1));
  destination.push(row('Import customs clearance', rng.money(85, 160), 1, 'per entry', cur, 1));
  if (c.isf) destination.push(row('ISF (10+2) filing', rng.money(30, 45), 1, 'per filing', cur, 1));
  if (c.customsBond === 'SINGLE') {
    destination.push(row('Single entry customs bond', round2(Math.max(65, c.goodsValue * 0.005)), 1, '0.5% of goods value, min 65', cur, 1));
  }
  if (c.doorDestination) destination.push(row('Delivery trucking', rng.money(280, 950), 1, 'per shipment', cur, 1));
  if (c.liftgateDelivery) destination.push(row('Liftgate at delivery', rng.money(75, 125), 1, 'per delivery', cur, 1));
  return { origin, destination, shipment };
}

// ---------------------------------------------------------------------------------------------------
// Seeded files: generated on read from fields that never change after booking, so the bytes (and the
// size recorded at seed time) stay the same for the life of the shipment.

// Most lines are ASCII already: they skip the (slow) normalisation the seed would run on every line of every file.
const ascii = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/→/g, '->'));
const party = (label: string, c: CompanyInfoRecord) => [
  `${label}: ${c.companyName}`,
  `    ${c.address}${c.addressComplement ? `, ${c.addressComplement}` : ''}, ${c.zipCode} ${c.city}, ${c.country}`,
  `    Attn. ${c.contactPerson}, ${c.phone}, ${c.email}`,
];

/** The bytes of a seeded document or comment attachment (a one-page PDF). */
export function seededFileBytes(s: ShipmentRecord, fileName: string, type: DocumentType | 'ATTACHMENT'): Uint8Array {
  const head = [`Shipment no: ${s.shipmentNo}    Booked: ${s.bookedAt.slice(0, 10)}    Mode: ${s.mode}`, `From ${s.portOfLoading} to ${s.portOfDischarge}`, ''];
  const goods = s.commodities.map((c) => `${c.description.padEnd(40)} HS ${c.hsCode.padEnd(8)} qty ${String(c.count).padStart(5)}   ${centsText(c.value)}`);
  let title: string;
  let body: string[];
  switch (type) {
    case 'COMMERCIAL_INVOICE':
    case 'PROFORMA_INVOICE':
    case 'ATTACHMENT':
      title = type === 'PROFORMA_INVOICE' ? 'PROFORMA INVOICE' : 'COMMERCIAL INVOICE';
      body = [...party('Seller', s.consignor), ...party('Buyer', s.consignee), '', 'Description                              HS code     Quantity   Value', ...goods, '', `Total goods value: ${centsText(s.goodsValue)} ${s.currency}    Incoterms: FOB ${s.portOfLoading}`];
      if (type === 'ATTACHMENT') body.push('', 'Signed and stamped by the seller.');
      break;
    case 'PACKING_LIST':
      title = 'PACKING LIST';
      body = [...party('Shipper', s.consignor), ...party('Consignee', s.consignee), '', ...s.commodities.map((c) => {
        const cartons = Math.max(1, Math.ceil(c.count / 12));
        return `${c.description.padEnd(40)} ${String(c.count).padStart(5)} pcs  ${String(cartons).padStart(4)} cartons  ${centsText(cartons * 11.5)} kg`;
      })];
      break;
    default:
      title = fileName.replace(/-SHP\d+\.pdf$/, '').replace(/-/g, ' ').toUpperCase();
      body = [`Carrier: ${s.carrier}`, `Port of loading: ${s.portOfLoading}`, `Port of discharge: ${s.portOfDischarge}`, ...party('Shipper', s.consignor), ...party('Consignee', s.consignee), '', ...goods];
  }
  return makePdf(ascii(title), [...head, ...body].map(ascii));
}

// ---------------------------------------------------------------------------------------------------
// The seed

/** How many seeded shipments end in each status at the seed anchor (sums to 232). */
const STATUS_COUNTS: [ShipmentStatus, number][] = [
  ['BOOKING_PLACED', 9], ['SENT_TO_PROVIDER', 11], ['TRANSPORT_BOOKED', 16], ['GOODS_RECEIVED', 14], ['DEPARTED', 24], ['ARRIVED', 16],
  ['DELIVERED', 22], ['CONFIRMING_CLOSE', 16], ['CLOSED', 90], ['CANCELLED', 14],
];

const PROGRESS_BY_STATUS: Record<ShipmentStatus, ShipmentProgress[]> = {
  BOOKING_PLACED: ['PENDING'],
  SENT_TO_PROVIDER: ['PENDING', 'PENDING_DOCS'],
  TRANSPORT_BOOKED: ['ON_SCHEDULE', 'PENDING_DOCS', 'PENDING_10_2', 'SUBMITTED'],
  GOODS_RECEIVED: ['ON_SCHEDULE', 'PENDING_DOCS', 'SUBMITTED', 'DELAYED'],
  DEPARTED: ['ON_SCHEDULE', 'ON_SCHEDULE', 'DELAYED', 'SUBMITTED'],
  ARRIVED: ['CLEARED', 'PENDING', 'DELAYED', 'SUBMITTED'],
  DELIVERED: ['CLEARED', 'ON_SCHEDULE'],
  CONFIRMING_CLOSE: ['CLEARED'],
  CLOSED: ['CLEARED'],
  CANCELLED: ['PENDING'],
};

function shuffled<T>(rng: Rng, items: T[]): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

const fullName = (userId: string) => {
  const u = findUserById(userId);
  return u ? `${u.firstName} ${u.lastName}` : 'Unknown user';
};

function buyerConsignee(lane: LaneFixture, buyerUserId: string): CompanyInfoRecord {
  const u = findUserById(buyerUserId);
  const contact = u ? `${u.firstName} ${u.lastName}` : 'Receiving desk';
  const phone = u?.phone ?? '+15625550100';
  const email = u?.email ?? 'receiving@example.com';
  if (lane.destDoor.type === 'FBA') {
    return { companyName: 'Amazon.com Services LLC (FBA ONT8) c/o Acme Home Goods Inc.', contactPerson: contact, address: '24300 Nandina Ave', city: 'Moreno Valley', stateProvince: 'CA', country: 'US', zipCode: '92551', phone, email };
  }
  if (lane.buyer === 'acme' && lane.destDoor.country === 'GB') {
    return { companyName: 'Acme Home Goods UK Ltd.', contactPerson: contact, address: 'Unit 7, DIRFT Central', addressComplement: 'Royal Oak Way', city: 'Daventry', stateProvince: 'Northamptonshire', country: 'GB', zipCode: 'NN11 8RT', phone, email };
  }
  if (lane.buyer === 'acme') {
    const chicago = lane.destDoor === ACME_CHI_DOOR;
    return chicago
      ? { companyName: 'Acme Home Goods Inc.', contactPerson: contact, address: '6500 S Cicero Ave', city: 'Chicago', stateProvince: 'IL', country: 'US', zipCode: '60638', phone, email }
      : { companyName: 'Acme Home Goods Inc.', contactPerson: contact, address: '1200 Harbor Blvd', addressComplement: 'Suite 400', city: 'Long Beach', stateProvince: 'CA', country: 'US', zipCode: '90802', phone, email };
  }
  return lane.destDoor === NORDIC_DOOR
    ? { companyName: 'Nordic Outdoor AB', contactPerson: contact, address: 'Sveavägen 44', city: 'Stockholm', country: 'SE', zipCode: '111 34', phone, email }
    : { companyName: 'Nordic Outdoor AB', contactPerson: contact, address: 'Torsviksvägen 12', addressComplement: 'Lager 3', city: 'Jönköping', country: 'SE', zipCode: '553 03', phone, email };
}

interface Timeline {
  /** Day offsets from booking for each STATUS_FLOW step. */
  steps: number[];
  cargoReady: number;
}

function makeTimeline(rng: Rng, mode: ShipmentModeValue, p2p: number, doorDestination: boolean): Timeline {
  const steps: number[] = [0];
  const add = (min: number, max: number) => steps.push((steps[steps.length - 1] ?? 0) + min + rng.next() * (max - min));
  add(0.1, 2.5); // sent to provider
  add(0.5, 3); // transport booked
  const cargoReady = (steps[2] ?? 0) + 2 + rng.int(1, 9);
  steps.push(cargoReady + rng.next() * 2); // goods received
  add(mode === 'AIR' ? 0.5 : 3, mode === 'AIR' ? 2 : 7); // departed
  add(p2p, p2p + 0.9); // arrived
  add(doorDestination ? 2 : 1, doorDestination ? 8 : 3); // delivered
  add(3, 12); // confirming close
  add(1, 10); // closed
  return { steps, cargoReady };
}

function seedShipments(): ShipmentRecord[] {
  const rng = createRng('shipments');
  const statuses = shuffled(rng, STATUS_COUNTS.flatMap(([status, count]) => Array.from({ length: count }, () => status)));
  const acmeBookers = [DEMO_USER.shipper, DEMO_USER.shipper, DEMO_USER.shipper, DEMO_USER.admin];
  const acmeLanes = LANES.filter((l) => l.buyer === 'acme');
  const nordicLanes = LANES.filter((l) => l.buyer === 'nordic');
  const list: ShipmentRecord[] = [];
  // Make sure the user slice is seeded before names are looked up.
  users();

  statuses.forEach((finalStatus, index) => {
    const buyer: 'acme' | 'nordic' = rng.chance(0.52) ? 'acme' : 'nordic';
    const lane = rng.pick(buyer === 'acme' ? acmeLanes : nordicLanes);
    const mode = rng.pick(lane.modes);
    const forwarderCompanyId = rng.chance(0.6) ? COMPANY.pacific : COMPANY.sino;
    const forwarderUserId = forwarderCompanyId === COMPANY.pacific ? DEMO_USER.forwarder : DEMO_USER.sinoForwarder;
    const forwarderName = findCompany(forwarderCompanyId)?.legalName ?? forwarderCompanyId;
    const buyerUserId = buyer === 'acme' ? rng.pick(acmeBookers) : DEMO_USER.nordicShipper;
    const buyerCompanyId = buyer === 'acme' ? COMPANY.acme : COMPANY.nordic;
    const bookedByName = fullName(buyerUserId);
    const sellerName = fullName(forwarderUserId);

    const fba = lane.destDoor.type === 'FBA';
    const doorOrigin = rng.chance(0.6);
    const doorDestination = fba || rng.chance(0.75);
    const origin = doorOrigin ? lane.originDoor : lane.originPort;
    const destination = doorDestination ? lane.destDoor : lane.destPort;
    const serviceType = `${doorOrigin ? 'DOOR' : 'PORT'}_TO_${doorDestination ? 'DOOR' : 'PORT'}`;

    const p2p = rng.int(lane.portToPort[0], lane.portToPort[1]);
    const timeline = makeTimeline(rng, mode, p2p, doorDestination);
    const { steps } = timeline;

    // Place "now" (the seed anchor) inside the final status, then derive the booking date from it.
    let cancelAtStep = -1;
    let nowOffset: number;
    const flowIndex = STATUS_FLOW.indexOf(finalStatus);
    if (finalStatus === 'CANCELLED') {
      cancelAtStep = rng.int(0, 2);
      const cancelOffset = (steps[cancelAtStep] ?? 0) + 0.2 + rng.next() * 1.5;
      steps.splice(cancelAtStep + 1, steps.length, cancelOffset);
      nowOffset = cancelOffset + 1 + rng.next() * 300;
    } else if (finalStatus === 'CLOSED') {
      const closedAt = steps[flowIndex] ?? 0;
      nowOffset = closedAt + 1 + rng.next() * Math.max(1, 420 - closedAt);
    } else {
      const from = steps[flowIndex] ?? 0;
      const to = Math.min(steps[flowIndex + 1] ?? from + 20, from + 25);
      nowOffset = from + 0.05 + rng.next() * Math.max(0.1, to - from - 0.1);
      steps.splice(flowIndex + 1);
    }
    const bookedDay = -nowOffset;
    const at = (offset: number) => daysToIso(bookedDay + offset);
    const reached = (status: ShipmentStatus) => {
      const i = STATUS_FLOW.indexOf(status);
      return finalStatus === 'CANCELLED' ? i <= cancelAtStep : i <= flowIndex;
    };

    const carrierOcean = rng.pick(OCEAN_CARRIERS);
    const carrierAir = rng.pick(AIR_CARRIERS);
    const carrier = mode === 'AIR' ? carrierAir.name : carrierOcean.name;
    const transportBooked = reached('TRANSPORT_BOOKED');
    const units = mode === 'FCL' ? rng.int(1, 3) : mode === 'LCL' ? rng.int(2, 14) : rng.int(120, 1800);
    const vesselOrFlightNo = !transportBooked
      ? null
      : mode === 'AIR'
        ? `${carrierAir.flight} ${rng.int(100, 9899)}`
        : `${rng.pick(carrierOcean.vessels)} V.${rng.int(100, 499)}${rng.pick(['E', 'W', 'N'])}`;
    const containerNo = !transportBooked || mode === 'AIR'
      ? null
      : Array.from({ length: mode === 'FCL' ? units : 1 }, () => containerNumber(rng, carrierOcean.owner)).join(', ');
    const prefix = forwarderCompanyId === COMPANY.pacific ? 'PBL' : 'STE';
    const houseNo = transportBooked ? `${prefix}${lane.originPort.code.slice(-3)}${String(rng.int(1000000, 9999999))}` : null;
    const masterNo = !transportBooked
      ? null
      : mode === 'AIR' ? airWaybill(rng, carrierAir.prefix) : `${carrierOcean.scac}${rng.int(100000000, 999999999)}`;

    const goods = GOODS[buyer];
    const commodities: CommodityRecord[] = Array.from({ length: rng.int(1, 3) }, () => {
      const g = rng.pick(goods);
      const count = rng.int(40, 1200);
      return { description: g.description, hsCode: g.hsCode, count, value: round2(count * rng.money(g.unit[0], g.unit[1])) };
    });
    const hazardous = commodities.some((c) => goods.find((g) => g.description === c.description)?.hazardous);
    const goodsValue = round2(commodities.reduce((s, c) => s + c.value, 0));
    const insurance = rng.chance(0.45);
    const cargoValue = insurance ? round2(goodsValue * 1.1) : null;
    const toUs = lane.destPort.country === 'US';
    const isf = toUs && mode !== 'AIR';
    const customsBond: CustomsBond = toUs ? (buyer === 'acme' && rng.chance(0.75) ? 'CONTINUOUS' : 'SINGLE') : 'NONE';
    const ior = fba || (toUs && rng.chance(0.15));
    const liftgatePickup = doorOrigin && rng.chance(0.2);
    const liftgateDelivery = doorDestination && !fba && rng.chance(0.3);

    const charges = seedCharges({
      rng, lane, mode, units, doorOrigin, doorDestination, insuranceValue: cargoValue, liftgateDelivery, customsBond, isf, goodsValue,
    });
    if (liftgatePickup) charges.origin.push(row('Liftgate at pickup', round2(rng.money(60, 110) / lane.localRate), 1, 'per pickup', lane.localCurrency, lane.localRate));

    const promo = rng.chance(0.12) ? rng.pick([{ code: 'WELCOME50', discount: 50 }, { code: 'FBA100', discount: 100 }, { code: 'SPRING25', discount: 25 }]) : null;
    const promoCode = promo && (promo.code !== 'FBA100' || fba) ? promo.code : null;
    const promoDiscount = promoCode ? (promo?.discount ?? 0) : 0;

    const currentProgress = rng.pick(PROGRESS_BY_STATUS[finalStatus]);
    const milestones: MilestoneRecord[] = [];
    const cityOf = (p: PlaceRecord) => p.city;
    const notes: Record<ShipmentStatus, string> = {
      BOOKING_PLACED: `Booking placed by ${bookedByName}.`,
      // A company name may end in a full stop ("Ltd."), which ends the sentence too.
      SENT_TO_PROVIDER: `Purchase order sent to ${forwarderName.replace(/\.$/, '')}.`,
      TRANSPORT_BOOKED: mode === 'AIR' ? `Space confirmed with ${carrier}.` : `Space confirmed with ${carrier}${vesselOrFlightNo ? ` on ${vesselOrFlightNo}` : ''}.`,
      GOODS_RECEIVED: doorOrigin ? `Cargo picked up at ${origin.name}.` : `Cargo received at ${lane.originPort.name}.`,
      DEPARTED: `Departed ${lane.originPort.name}.`,
      ARRIVED: `Arrived at ${lane.destPort.name}.`,
      DELIVERED: doorDestination ? `Delivered to ${destination.name}; POD signed.` : `Released to the consignee at ${cityOf(lane.destPort)}.`,
      CONFIRMING_CLOSE: 'All charges settled; please confirm to close the shipment.',
      CLOSED: 'Shipment closed by the buyer.',
      CANCELLED: '',
    };
    steps.forEach((offset, i) => {
      const status = i > (finalStatus === 'CANCELLED' ? cancelAtStep : flowIndex) ? 'CANCELLED' : (STATUS_FLOW[i] as ShipmentStatus);
      const isLast = i === steps.length - 1;
      const buyerStep = status === 'BOOKING_PLACED' || status === 'SENT_TO_PROVIDER' || status === 'CLOSED' || status === 'CANCELLED';
      milestones.push({
        status,
        progress: isLast ? currentProgress : rng.pick(PROGRESS_BY_STATUS[status]).replace('DELAYED', 'ON_SCHEDULE') as ShipmentProgress,
        at: at(offset),
        note: status === 'CANCELLED' ? 'Cancelled by the buyer.' : notes[status],
        byName: buyerStep ? bookedByName : sellerName,
      });
    });

    const estimatedDelivery = timeline.cargoReady + (mode === 'AIR' ? 2 : 6) + lane.portToPort[1] + (doorDestination ? 5 : 1);
    const deliveredStep = STATUS_FLOW.indexOf('DELIVERED');
    const deliveredAt = reached('DELIVERED') && finalStatus !== 'CANCELLED' ? at(steps[deliveredStep] ?? 0) : null;

    const onHold = ['TRANSPORT_BOOKED', 'GOODS_RECEIVED', 'DEPARTED', 'ARRIVED'].includes(finalStatus) && rng.chance(0.18);
    const heldReason = onHold ? rng.pick(HOLD_REASONS) : null;
    const hold: HoldRecord | null = heldReason ? { ...heldReason, placedAt: at(nowOffset - rng.next() * 2), placedBy: sellerName } : null;
    const holdReason = hold?.reason ?? null;

    const customsEvents: CustomsEventRecord[] = [];
    const event = (code: CustomsEventCode, offset: number, location: string, description: string) => {
      customsEvents.push({ id: `CEV-${index + 1}-${customsEvents.length + 1}`, code, at: at(offset), location, description });
    };
    if (isf && reached('TRANSPORT_BOOKED')) event('ISF_FILED', (steps[2] ?? 0) + 0.5, lane.destPort.city, 'Importer Security Filing (10+2) accepted by US CBP.');
    if (reached('GOODS_RECEIVED')) event('EXPORT_DECLARATION_FILED', (steps[3] ?? 0) + 0.3, lane.originPort.city, 'Export declaration lodged with origin customs.');
    if (reached('DEPARTED')) event('EXPORT_RELEASED', (steps[4] ?? 0) - 0.4, lane.originPort.city, 'Export customs released the cargo for loading.');
    if (reached('DEPARTED') && finalStatus !== 'DEPARTED') event('ENTRY_FILED', (steps[5] ?? 0) - 1, lane.destPort.city, 'Import entry filed with destination customs.');
    else if (finalStatus === 'DEPARTED' && currentProgress === 'SUBMITTED') event('ENTRY_FILED', nowOffset - 0.5, lane.destPort.city, 'Import entry filed with destination customs.');
    if (holdReason?.includes('CBP')) {
      event('CUSTOMS_HOLD', nowOffset - 1.5, lane.destPort.city, 'Cargo placed on hold by customs.');
      if (holdReason.includes('exam')) event('EXAM_ORDERED', nowOffset - 1.2, lane.destPort.city, 'Container examination ordered.');
    }
    if (reached('DELIVERED') && finalStatus !== 'CANCELLED') event('CUSTOMS_RELEASED', (steps[5] ?? 0) + 0.6, lane.destPort.city, 'Import customs released the cargo.');
    else if (finalStatus === 'ARRIVED' && currentProgress === 'CLEARED') event('CUSTOMS_RELEASED', nowOffset - 0.3, lane.destPort.city, 'Import customs released the cargo.');
    customsEvents.sort((a, b) => a.at.localeCompare(b.at));

    const shipmentNo = `SHP${at(0).slice(2, 4)}${at(0).slice(5, 7)}${String(index + 1).padStart(4, '0')}`;
    const adjustments: AdjustmentRecord[] = [];
    if (reached('DEPARTED') && finalStatus !== 'CANCELLED' && rng.chance(0.3)) {
      const options = [
        { chargeCode: 'DEMURRAGE', description: `Demurrage, ${rng.int(2, 6)} days at ${lane.destPort.name}`, amount: rng.money(150, 640) },
        { chargeCode: 'STORAGE', description: 'CFS storage beyond free time', amount: rng.money(60, 240) },
        { chargeCode: 'EXAM_FEE', description: 'Customs examination fee', amount: rng.money(350, 900) },
        { chargeCode: 'WAITING_TIME', description: 'Truck waiting time at delivery, 2 hours', amount: rng.money(85, 170) },
        { chargeCode: 'CREDIT', description: 'Goodwill credit for the delay', amount: -rng.money(50, 150) },
      ];
      for (let k = 0; k < rng.int(1, 2); k++) {
        const o = rng.pick(options);
        const offset = Math.min(nowOffset - 0.5, (steps[4] ?? 0) + 2 + rng.next() * 10);
        // Settled shipments had their adjustments approved; on moving ones the buyer is still reviewing,
        // and every fifth of those carries a dispute, so both roles see each state.
        const settled = reached('DELIVERED');
        const disputed = !settled && k === 0 && index % 5 === 0;
        adjustments.push({
          id: `ADJ-${index + 1}-${k + 1}`, ...o, date: serverDay(at(offset)), currency: lane.currency, who: sellerName, source: 'FORWARDER',
          status: settled ? 'APPROVED' : disputed ? 'DISPUTED' : 'PENDING',
          disputeReason: disputed ? (DISPUTE_REASONS[index % DISPUTE_REASONS.length] as string) : null,
          createdAt: at(offset), updatedAt: disputed ? at(Math.min(nowOffset - 0.1, offset + 0.5)) : at(offset),
        });
      }
    }

    const record: ShipmentRecord = {
      id: `SHP-${String(index + 1).padStart(5, '0')}`,
      shipmentNo,
      status: finalStatus,
      progress: currentProgress,
      mode,
      serviceType,
      quoteId: null,
      buyerCompanyId,
      buyerUserId,
      bookedByName,
      forwarderCompanyId,
      forwarderName,
      facilitator: toUs || lane.destPort.country === 'GB' || lane.destPort.country === 'SE' ? rng.pick(FACILITATORS[lane.destPort.country] ?? ['']) : null,
      sellerRefNo: `${prefix}-${at(0).slice(2, 4)}-${String(rng.int(10000, 99999))}`,
      bookedAt: at(0),
      cargoReadyDate: serverDay(at(timeline.cargoReady)),
      pickupDate: doorOrigin ? serverDay(at(timeline.cargoReady + rng.int(0, 1))) : null,
      deliveryDate: serverDay(at(estimatedDelivery)),
      deliveredAt,
      origin,
      destination,
      portOfLoading: lane.originPort.name,
      portOfDischarge: lane.destPort.name,
      route: [lane.originPort, ...(lane.via ? [null] : []), lane.destPort]
        .map((p) => (p ? `${p.city} (${p.code})` : lane.via))
        .join(' → '),
      transitDays: {
        portToPort: { min: lane.portToPort[0], max: lane.portToPort[1] },
        endToEnd: { min: lane.portToPort[0] + (mode === 'AIR' ? 2 : 6), max: lane.portToPort[1] + (mode === 'AIR' ? 4 : 12) },
      },
      carrier,
      vesselOrFlightNo,
      containerNo,
      houseNo,
      masterNo,
      commodities,
      goodsValue,
      cargoValue,
      hazardous,
      insurance,
      liftgatePickup,
      liftgateDelivery,
      customsBond,
      isf,
      ior,
      customsEvents,
      onHold,
      hold,
      promoCode,
      promoDiscount,
      currency: lane.currency,
      charges,
      adjustments,
      bookedTotal: round2(chargesTotal(charges) - promoDiscount),
      totalCost: 0,
      totalPaid: 0,
      totalDue: 0,
      consignor: { ...(SUPPLIERS[lane.supplier] as CompanyInfoRecord) },
      consignee: buyerConsignee(lane, buyerUserId),
      documents: [],
      comments: [],
      milestones,
      rating: null,
      cancelReason: null,
    };
    recomputeTotals(record);

    if (finalStatus === 'CANCELLED') {
      record.cancelReason = rng.pick(['Supplier could not meet the cargo ready date.', 'Order cancelled by our customer.', 'Booked the wrong service type by mistake.', 'Found a consolidated option with another shipment.']);
      applyCancellationCredit(record, at(steps[steps.length - 1] ?? 0), 'System');
    } else {
      // Freight is paid once the cargo moves; what is left is settled before the close is requested.
      const paidShare = reached('CONFIRMING_CLOSE') ? 1 : reached('DELIVERED') ? rng.pick([0, 0.5, 1, 1]) : reached('DEPARTED') ? rng.pick([0, 0, 1]) : 0;
      const paid = reached('CONFIRMING_CLOSE') ? record.totalCost : round2((record.totalCost - countedAdjustments(record)) * paidShare);
      record.totalPaid = Math.min(record.totalCost, Math.max(0, paid));
      recomputeTotals(record);
    }

    if (reached('DELIVERED') && finalStatus !== 'CANCELLED' && rng.chance(0.6)) {
      const score = rng.pick([5, 5, 5, 4, 4, 4, 3, 2]);
      record.rating = { score, comment: rng.pick(RATING_COMMENTS), ratedAt: at((steps[deliveredStep] ?? 0) + 0.5 + rng.next() * Math.max(0.1, nowOffset - (steps[deliveredStep] ?? 0) - 0.6)) };
    }

    if (rng.chance(0.88)) {
      const types: DocumentType[] = shuffled(rng, [...shipmentDocumentTypeValues]).slice(0, rng.int(2, 4));
      types.forEach((type, k) => {
        const byBuyer = type !== 'OTHERS';
        const offset = Math.min(nowOffset - 0.05, 0.2 + k * 0.7 + rng.next());
        const others = mode === 'AIR' ? 'HAWB-draft' : rng.pick(['HBL-draft', 'Certificate-of-origin', 'Booking-confirmation']);
        const base = { COMMERCIAL_INVOICE: 'Commercial-invoice', PACKING_LIST: 'Packing-list', PROFORMA_INVOICE: 'Proforma-invoice', OTHERS: others }[type];
        record.documents.push({
          id: `DOC-${index + 1}-${k + 1}`,
          type,
          fileName: `${base}-${shipmentNo}.pdf`,
          category: type === 'OTHERS' && others === 'Certificate-of-origin' ? 'Customs' : DEFAULT_DOCUMENT_CATEGORY[type],
          size: 0,
          contentType: 'application/pdf',
          uploadedAt: at(offset),
          uploadedBy: byBuyer ? bookedByName : sellerName,
          uploadedByUserId: byBuyer ? buyerUserId : forwarderUserId,
          uploaderCompanyId: byBuyer ? buyerCompanyId : forwarderCompanyId,
          storage: 'SEEDED',
        });
      });
    }

    if (rng.chance(0.35) && finalStatus !== 'BOOKING_PLACED') {
      const count = rng.int(1, 4);
      for (let k = 0; k < count; k++) {
        const fromBuyer = k % 2 === 0;
        const offset = Math.min(nowOffset - 0.02, 0.5 + k * (Math.max(1, nowOffset - 1) / (count + 1)));
        const attachments: AttachmentRecord[] = fromBuyer && k === 0 && rng.chance(0.4)
          ? [{ id: `ATT-${index + 1}-${k + 1}`, fileName: `Signed-invoice-${shipmentNo}.pdf`, size: 0, contentType: 'application/pdf', uploadedAt: at(offset), storage: 'SEEDED' }]
          : [];
        record.comments.push({
          id: `CMT-${index + 1}-${k + 1}`,
          authorUserId: fromBuyer ? buyerUserId : forwarderUserId,
          authorName: fromBuyer ? bookedByName : sellerName,
          authorRole: fromBuyer ? 'BUYER' : 'SELLER',
          text: fromBuyer ? rng.pick(BUYER_COMMENTS) : rng.pick(SELLER_COMMENTS),
          createdAt: at(offset),
          attachments,
        });
      }
    }

    for (const d of record.documents) d.size = seededFileBytes(record, d.fileName, d.type).length;
    for (const c of record.comments) for (const a of c.attachments) a.size = seededFileBytes(record, a.fileName, 'ATTACHMENT').length;
    list.push(record);
  });
  seedShipperReviewCases(list);
  for (const pick of seededQuoteSearches(list)) {
    const shipment = pick.booked ? list.find((s) => s.id === pick.shipmentId) : undefined;
    if (shipment) shipment.quoteId = bookedQuoteOf(pick, shipment.forwarderCompanyId);
  }
  return list.sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
}

/**
 * The shipper's company always has a shipment on hold for a missing commercial invoice and a moving
 * shipment with two adjustments to review, whatever the random seed drew (the demo and the screens'
 * tests rely on them). Picked by id, so the choice is as deterministic as the seed.
 */
function seedShipperReviewCases(list: ShipmentRecord[]): void {
  const byId = [...list].sort((a, b) => a.id.localeCompare(b.id));
  const acme = byId.filter((s) => s.buyerCompanyId === COMPANY.acme && s.buyerUserId === DEMO_USER.shipper);
  const sellerOf = (s: ShipmentRecord) => fullName(s.forwarderCompanyId === COMPANY.pacific ? DEMO_USER.forwarder : DEMO_USER.sinoForwarder);

  const hasMissingInvoice = acme.some((s) => s.hold?.category === 'MISSING_DOCUMENT' && s.hold.documentType === 'COMMERCIAL_INVOICE');
  const toHold = acme.find((s) => ['TRANSPORT_BOOKED', 'GOODS_RECEIVED'].includes(s.status) && !s.onHold);
  if (!hasMissingInvoice && toHold) {
    toHold.onHold = true;
    toHold.progress = 'PENDING_DOCS';
    const placedAt = toHold.milestones[toHold.milestones.length - 1]?.at ?? toHold.bookedAt;
    toHold.hold = { ...MISSING_INVOICE_HOLD, placedAt: new Date(Date.parse(placedAt) + 3_600_000).toISOString(), placedBy: sellerOf(toHold) };
  }

  const review = acme.find((s) => ['DEPARTED', 'ARRIVED'].includes(s.status) && !s.onHold && s.adjustments.length === 0);
  if (review) {
    const createdAt = review.milestones[review.milestones.length - 1]?.at ?? review.bookedAt;
    const item = (n: number, chargeCode: string, description: string, amount: number): AdjustmentRecord => ({
      id: `ADJ-${review.id}-R${n}`, chargeCode, description, date: serverDay(createdAt), amount, currency: review.currency,
      who: sellerOf(review), source: 'FORWARDER', status: 'PENDING', disputeReason: null, createdAt, updatedAt: createdAt,
    });
    review.adjustments.push(
      item(1, 'DEMURRAGE', `Demurrage, 3 days at ${review.portOfDischarge}`, 420),
      item(2, 'EXAM_FEE', 'Customs examination fee', 675.5),
    );
    recomputeTotals(review);
  }
}

// ---------------------------------------------------------------------------------------------------
// Seeded searches behind some bookings (docs/decisions/150-win-loss.md), so win/loss has wins and losses.

/** A seeded search every forwarder priced: `booked` ones are the search the shipment was booked from. */
export interface SeededQuoteSearch {
  shipmentId: string;
  buyerCompanyId: string;
  search: QuoteSearch;
  /** When it was searched (epoch ms): the quotes' createdAt. */
  at: number;
  booked: boolean;
}

/** The search a shipment could have been booked from: its ends, mode, cargo in totals, customs and services. */
function searchOfShipment(s: ShipmentRecord, cargoReadyDate: string): QuoteSearch {
  const end = (p: PlaceRecord) => ({ type: p.type as Schemas['LocationType'], country: p.country, city: p.city, code: p.code, name: p.name, residential: false });
  const weight = Math.round(Math.min(s.mode === 'AIR' ? 1500 : 4000, Math.max(s.mode === 'AIR' ? 120 : 400, s.goodsValue / 20)));
  const volume = Math.max(1, Math.round(weight / (s.mode === 'AIR' ? 180 : 250)));
  const cargo: QuoteSearch['cargo'] = s.mode === 'FCL'
    ? { mode: 'CONTAINERS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: s.hazardous,
        containers: [{ type: '40HQ', count: Math.max(1, s.containerNo?.split(', ').length ?? 1) }] }
    : { mode: 'TOTALS', weightUnit: 'KG', dimensionUnit: 'CM', volumeUnit: 'CBM', hazardous: s.hazardous,
        totals: { units: Math.max(4, volume * 4), weight, volume, packageType: 'BOX_CRATE' } };
  return {
    origin: { ...end(s.origin), cargoReadyDate },
    destination: end(s.destination),
    mode: s.mode,
    cargo,
    customs: { bond: s.customsBond, ...(s.customsBond === 'SINGLE' ? { goodsValue: s.goodsValue } : {}), isf: s.isf, ior: s.ior },
    services: {
      insurance: s.insurance, ...(s.insurance && s.cargoValue !== null ? { cargoValue: s.cargoValue } : {}),
      liftgatePickup: s.liftgatePickup, liftgateDelivery: s.liftgateDelivery,
    },
    ...(s.destination.type === 'FBA' ? { fbaPacking: { labelledBy: 'SUPPLIER', palletizedBy: 'FORWARDER' } } : {}),
  };
}

/**
 * Picked by id among the seeded shipments booked 10 to 300 days before the anchor (so inside the
 * one-year window), by fields no action changes: the demo shipper's first three bookings with Pacific
 * Bridge (wins) and with SinoTrans (Pacific Bridge priced them too: losses), one of each for Nordic, and
 * a search the demo shipper made a month before its first SinoTrans booking and never booked (open).
 */
export function seededQuoteSearches(list: readonly ShipmentRecord[]): SeededQuoteSearch[] {
  const anchor = seedAnchor();
  const candidates = list
    .filter((s) => /^SHP-\d{5}$/.test(s.id))
    .filter((s) => {
      const age = (anchor - Date.parse(s.bookedAt)) / 86_400_000;
      return age >= 10 && age <= 300;
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  const first = (buyer: string, forwarder: string, n: number) =>
    candidates.filter((s) => s.buyerCompanyId === buyer && s.forwarderCompanyId === forwarder).slice(0, n);
  const picks: SeededQuoteSearch[] = [];
  const book = (s: ShipmentRecord) => {
    const at = Date.parse(s.bookedAt) - 2 * 86_400_000;
    picks.push({ shipmentId: s.id, buyerCompanyId: s.buyerCompanyId, search: searchOfShipment(s, s.cargoReadyDate), at, booked: true });
  };
  const acmeLosses = first(COMPANY.acme, COMPANY.sino, 3);
  [...first(COMPANY.acme, COMPANY.pacific, 3), ...acmeLosses, ...first(COMPANY.nordic, COMPANY.pacific, 1), ...first(COMPANY.nordic, COMPANY.sino, 1)].forEach(book);
  const earlier = acmeLosses[0];
  if (earlier) {
    const at = Date.parse(earlier.bookedAt) - 30 * 86_400_000;
    const cargoReadyDate = serverDay(Date.parse(earlier.cargoReadyDate) - 30 * 86_400_000);
    picks.push({ shipmentId: earlier.id, buyerCompanyId: earlier.buyerCompanyId, search: searchOfShipment(earlier, cargoReadyDate), at, booked: false });
  }
  return picks;
}

/** The quote a buyer books from a search: the forwarder's cheapest service level. */
function bookedQuoteOf(pick: SeededQuoteSearch, forwarderCompanyId: string): string | null {
  const mine = priceSearch(pick.search, pick.at, seedPricingContext).quotes.filter((q) => q.forwarder.companyId === forwarderCompanyId).sort(byUsdTotal);
  return mine[0]?.id ?? null;
}

/** The slice's name: the server's table replaces it (server/db/shipments.table.ts). */
export const SHIPMENTS_SLICE = 'shipments';

export const shipments = defineSlice<ShipmentRecord[]>(SHIPMENTS_SLICE, seedShipments);

/**
 * What the hot paths ask of the whole list (who sees which shipments, a shipment by id, the booked
 * quotes, the shipment numbers taken), kept so that a request does not walk 10 000 shipments. It is
 * made from the list and valid while the list is the same array of the same length: shipments are
 * only ever added (a booking, the bench rows), and an id, number, quote or company never changes once
 * set. A reset or the browser's reload brings a new array; an addition changes the length (and a
 * booking brings the index up to date itself, see createBookedShipment).
 */
interface ShipmentIndex {
  list: readonly ShipmentRecord[];
  length: number;
  byId: Map<string, ShipmentRecord>;
  /** Each company's shipments as a buyer, in the list's order. */
  byBuyer: Map<string, ShipmentRecord[]>;
  /** Each company's shipments as the forwarder, in the list's order. */
  byForwarder: Map<string, ShipmentRecord[]>;
  bookedQuoteIds: Set<string>;
  shipmentNos: Set<string>;
}

let index: ShipmentIndex | null = null;

function add(map: Map<string, ShipmentRecord[]>, key: string, s: ShipmentRecord, first: boolean): void {
  const rows = map.get(key);
  if (!rows) map.set(key, [s]);
  else if (first) rows.unshift(s);
  else rows.push(s);
}

function shipmentIndex(): ShipmentIndex {
  const list = shipments();
  if (index && index.list === list && index.length === list.length) return index;
  const fresh: ShipmentIndex = {
    list, length: list.length, byId: new Map(), byBuyer: new Map(), byForwarder: new Map(), bookedQuoteIds: new Set(), shipmentNos: new Set(),
  };
  for (const s of list) {
    // The first of a (never expected) duplicate id wins, as a search from the top of the list would.
    if (!fresh.byId.has(s.id)) fresh.byId.set(s.id, s);
    add(fresh.byBuyer, s.buyerCompanyId, s, false);
    add(fresh.byForwarder, s.forwarderCompanyId, s, false);
    if (s.quoteId) fresh.bookedQuoteIds.add(s.quoteId);
    fresh.shipmentNos.add(s.shipmentNo);
  }
  return (index = fresh);
}

export const findShipment = (id: string): ShipmentRecord | undefined => shipmentIndex().byId.get(id);

/** A company's shipments as the buyer (`'buyer'`) or the forwarder, in the list's order (newest booking first). */
export const shipmentsOfCompany = (companyId: string, as: 'buyer' | 'forwarder'): readonly ShipmentRecord[] =>
  (as === 'buyer' ? shipmentIndex().byBuyer : shipmentIndex().byForwarder).get(companyId) ?? [];

/** Whether a shipment was booked from this quote (a cancelled one counts: the shipment still refers to it). */
export const isBookedQuote = (quoteId: string): boolean => shipmentIndex().bookedQuoteIds.has(quoteId);

// ---------------------------------------------------------------------------------------------------
// Booking hand-off (POST /booking/confirm lives in the quote area and calls this).

/** The month's prefix of the shipment numbers given at `now`. */
export const shipmentNoPrefix = (now: number) => {
  const iso = new Date(now).toISOString();
  return `SHP${iso.slice(2, 4)}${iso.slice(5, 7)}`;
};

/**
 * The shipment of a confirmed booking, in BOOKING_PLACED, visible to the buyer's company and the forwarder: numbered
 * in its month, after the highest of `monthNumbers` (the numbers taken, those of other months ignored). Keeping it
 * is the caller's.
 */
export function newBookedShipment(input: BookedShipmentInput, monthNumbers: Iterable<string>, at: number): ShipmentRecord {
  const now = new Date(at);
  const nowIso = now.toISOString();
  const numbers = shipmentNoPrefix(at);
  let highest = 0;
  for (const no of monthNumbers) if (no.startsWith(numbers)) highest = Math.max(highest, Number(no.slice(numbers.length)) || 0);
  const seq = highest + 1;
  const shipmentNo = `${numbers}${String(seq).padStart(4, '0')}`;
  const { bookedByName } = input;
  const cargoReadyDate = input.cargoReadyDate.slice(0, 10);
  const cargoReadyMs = Date.parse(`${cargoReadyDate}T00:00:00Z`);
  const deliveryDate = new Date((Number.isNaN(cargoReadyMs) ? now.getTime() : cargoReadyMs) + input.transitDays.endToEnd.max * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const doorOrigin = input.origin.type === 'DOOR';
  const prefix = input.forwarderCompanyId === COMPANY.pacific ? 'PBL' : input.forwarderCompanyId === COMPANY.sino ? 'STE' : 'FWD';

  const record: ShipmentRecord = {
    id: nextId('SHP'),
    shipmentNo,
    status: 'BOOKING_PLACED',
    progress: 'PENDING',
    mode: input.mode,
    serviceType: input.serviceType,
    quoteId: input.quoteId,
    buyerCompanyId: input.buyerCompanyId,
    buyerUserId: input.buyerUserId,
    bookedByName,
    forwarderCompanyId: input.forwarderCompanyId,
    forwarderName: input.forwarderName,
    facilitator: null,
    // The forwarder's reference follows the shipment number's month and place in it.
    sellerRefNo: `${prefix}-${shipmentNo.slice(3, 7)}-${String(seq).padStart(4, '0')}`,
    bookedAt: nowIso,
    cargoReadyDate,
    pickupDate: doorOrigin ? cargoReadyDate : null,
    deliveryDate,
    deliveredAt: null,
    origin: { ...input.origin },
    destination: { ...input.destination },
    portOfLoading: input.portOfLoading,
    portOfDischarge: input.portOfDischarge,
    route: `${input.portOfLoading} → ${input.portOfDischarge}`,
    transitDays: structuredClone(input.transitDays),
    carrier: input.carrier,
    vesselOrFlightNo: null,
    containerNo: null,
    houseNo: null,
    masterNo: null,
    commodities: structuredClone(input.commodities),
    goodsValue: input.goodsValue,
    cargoValue: input.cargoValue,
    hazardous: input.hazardous,
    insurance: input.insurance,
    liftgatePickup: input.liftgatePickup,
    liftgateDelivery: input.liftgateDelivery,
    customsBond: input.customsBond,
    isf: input.isf,
    ior: input.ior,
    customsEvents: [],
    onHold: false,
    hold: null,
    promoCode: input.promoCode,
    promoDiscount: input.promoDiscount,
    currency: input.currency,
    charges: structuredClone(input.charges),
    adjustments: [],
    // The booked total is what the buyer accepted; the charge rows are its breakdown.
    bookedTotal: round2(input.total),
    totalCost: round2(input.total),
    totalPaid: 0,
    totalDue: round2(input.total),
    consignor: { ...input.consignor },
    consignee: { ...input.consignee },
    documents: [],
    comments: [],
    // No note: the status and who placed it say it all, in the reader's language (a note is shown as written).
    milestones: [{ status: 'BOOKING_PLACED', progress: 'PENDING', at: nowIso, note: '', byName: bookedByName }],
    rating: null,
    cancelReason: null,
  };
  return record;
}

/** Creates the shipment of a confirmed booking in the slice (the in-memory repository's add, and the tests' fixture). */
export function createBookedShipment(input: BookedShipmentInput): { id: string; shipmentNo: string; status: 'BOOKING_PLACED' } {
  const list = shipments();
  const current = shipmentIndex();
  const record = newBookedShipment(input, current.shipmentNos, mockNow());
  list.unshift(record);
  // Brought up to date here rather than rebuilt: a booking is the one addition that happens per request.
  current.length = list.length;
  current.byId.set(record.id, record);
  add(current.byBuyer, record.buyerCompanyId, record, true);
  add(current.byForwarder, record.forwarderCompanyId, record, true);
  if (record.quoteId) current.bookedQuoteIds.add(record.quoteId);
  current.shipmentNos.add(record.shipmentNo);
  // An addition only: nothing stored changed in place.
  saveChanged();
  return { id: record.id, shipmentNo: record.shipmentNo, status: 'BOOKING_PLACED' };
}

/**
 * The browser demo's and the tests' ShipmentRepository, over the slice and its index; on the server, over the
 * working copy (decision 206) until the shipments move to a table of their own. It answers the records
 * themselves: a change is kept by `save`, which marks the store changed.
 */
export const memoryShipments: ShipmentRepository = {
  async find(id) {
    return findShipment(id);
  },
  async ofCompany(companyId, party) {
    return shipmentsOfCompany(companyId, party);
  },
  async page(companyId, party, list) {
    return list.apply(shipmentsOfCompany(companyId, party), storeVersion());
  },
  async findMany(ids) {
    return ids.flatMap((id) => findShipment(id) ?? []);
  },
  async bookingsOf(quoteIds) {
    const wanted = new Set(quoteIds);
    return shipments().flatMap(({ quoteId, buyerCompanyId, status }) => (quoteId !== null && wanted.has(quoteId) ? [{ quoteId, buyerCompanyId, status }] : []));
  },
  async add(input) {
    return createBookedShipment(input);
  },
  async save(record) {
    // A new one (the bench's rows) joins the list; a changed one is the list's own record.
    if (!findShipment(record.id)) shipments().push(record);
    saveDb();
  },
};
