/**
 * The location catalogue: sea ports (UN/LOCODE), airports (IATA), Amazon FBA warehouses and door
 * places (city + zip). Reference data: it never changes at runtime, so it is a plain constant rather
 * than a slice, and both backends read the same one. KP is in the catalogue on purpose: every lane to
 * or from it has no result (docs/decisions/021-no-result-lanes.md).
 */
import type { components } from '../src/api/schema.gen';
import { cityLocalNamesOf, localNamesOf, type LocalNames } from './catalogue-cities';

export type LocationType = components['schemas']['LocationType'];

/** The contract's Location, with the Chinese names every catalogue place has (domain/catalogue-cities.ts). */
export type LocationRecord = components['schemas']['Location'] & { localNames: LocalNames; cityLocalNames: LocalNames };

export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AU: 'Australia',
  BR: 'Brazil',
  CA: 'Canada',
  CN: 'China',
  DE: 'Germany',
  GB: 'United Kingdom',
  HK: 'Hong Kong',
  IN: 'India',
  JP: 'Japan',
  KP: 'North Korea',
  KR: 'South Korea',
  MX: 'Mexico',
  NL: 'Netherlands',
  SE: 'Sweden',
  US: 'United States',
  VN: 'Vietnam',
};

type Row = [type: LocationType, code: string, name: string, city: string, region?: string];

// Grouped by country: [type, code, name, city, region?]. Door codes are zips/postal codes.
const ROWS: Record<string, Row[]> = {
  CN: [
    ['PORT', 'CNSHA', 'Port of Shanghai', 'Shanghai'],
    ['PORT', 'CNNGB', 'Port of Ningbo-Zhoushan', 'Ningbo', 'Zhejiang'],
    ['PORT', 'CNYTN', 'Port of Yantian', 'Shenzhen', 'Guangdong'],
    ['PORT', 'CNSHK', 'Port of Shekou', 'Shenzhen', 'Guangdong'],
    ['PORT', 'CNTAO', 'Port of Qingdao', 'Qingdao', 'Shandong'],
    ['PORT', 'CNXMN', 'Port of Xiamen', 'Xiamen', 'Fujian'],
    ['PORT', 'CNTXG', 'Port of Tianjin Xingang', 'Tianjin'],
    ['PORT', 'CNNSA', 'Port of Guangzhou Nansha', 'Guangzhou', 'Guangdong'],
    ['AIRPORT', 'PVG', 'Shanghai Pudong International Airport', 'Shanghai'],
    ['AIRPORT', 'PEK', 'Beijing Capital International Airport', 'Beijing'],
    ['AIRPORT', 'CAN', 'Guangzhou Baiyun International Airport', 'Guangzhou', 'Guangdong'],
    ['AIRPORT', 'SZX', "Shenzhen Bao'an International Airport", 'Shenzhen', 'Guangdong'],
    ['AIRPORT', 'CTU', 'Chengdu Shuangliu International Airport', 'Chengdu', 'Sichuan'],
    ['AIRPORT', 'HGH', 'Hangzhou Xiaoshan International Airport', 'Hangzhou', 'Zhejiang'],
    ['DOOR', '200120', 'Shanghai, Pudong 200120', 'Shanghai'],
    ['DOOR', '518000', 'Shenzhen 518000', 'Shenzhen', 'Guangdong'],
    ['DOOR', '523000', 'Dongguan 523000', 'Dongguan', 'Guangdong'],
    ['DOOR', '322000', 'Yiwu 322000', 'Yiwu', 'Zhejiang'],
    ['DOOR', '315000', 'Ningbo 315000', 'Ningbo', 'Zhejiang'],
    ['DOOR', '510000', 'Guangzhou 510000', 'Guangzhou', 'Guangdong'],
  ],
  HK: [
    ['PORT', 'HKHKG', 'Port of Hong Kong (Kwai Tsing)', 'Hong Kong'],
    ['AIRPORT', 'HKG', 'Hong Kong International Airport', 'Hong Kong'],
    ['DOOR', '999077', 'Hong Kong, Kwai Chung', 'Hong Kong'],
  ],
  VN: [
    ['PORT', 'VNCLI', 'Cat Lai Port', 'Ho Chi Minh City'],
    ['PORT', 'VNHPH', 'Port of Haiphong', 'Haiphong'],
    ['PORT', 'VNDAD', 'Port of Da Nang', 'Da Nang'],
    ['AIRPORT', 'SGN', 'Tan Son Nhat International Airport', 'Ho Chi Minh City'],
    ['AIRPORT', 'HAN', 'Noi Bai International Airport', 'Hanoi'],
    ['DOOR', '700000', 'Ho Chi Minh City 700000', 'Ho Chi Minh City'],
    ['DOOR', '100000', 'Hanoi 100000', 'Hanoi'],
    ['DOOR', '820000', 'Thu Dau Mot, Binh Duong 820000', 'Thu Dau Mot', 'Binh Duong'],
  ],
  IN: [
    ['PORT', 'INNSA', 'Nhava Sheva (JNPT)', 'Navi Mumbai', 'Maharashtra'],
    ['PORT', 'INMUN', 'Port of Mundra', 'Mundra', 'Gujarat'],
    ['PORT', 'INMAA', 'Port of Chennai', 'Chennai', 'Tamil Nadu'],
    ['AIRPORT', 'BOM', 'Chhatrapati Shivaji Maharaj International Airport', 'Mumbai', 'Maharashtra'],
    ['AIRPORT', 'DEL', 'Indira Gandhi International Airport', 'New Delhi', 'Delhi'],
    ['AIRPORT', 'BLR', 'Kempegowda International Airport', 'Bengaluru', 'Karnataka'],
    ['DOOR', '400001', 'Mumbai 400001', 'Mumbai', 'Maharashtra'],
    ['DOOR', '110001', 'New Delhi 110001', 'New Delhi', 'Delhi'],
    ['DOOR', '641601', 'Tiruppur 641601', 'Tiruppur', 'Tamil Nadu'],
    ['FBA', 'BOM7', 'Amazon BOM7 – Bhiwandi', 'Bhiwandi', 'Maharashtra'],
    ['FBA', 'DEL4', 'Amazon DEL4 – Gurugram', 'Gurugram', 'Haryana'],
  ],
  JP: [
    ['PORT', 'JPTYO', 'Port of Tokyo', 'Tokyo'],
    ['PORT', 'JPYOK', 'Port of Yokohama', 'Yokohama', 'Kanagawa'],
    ['PORT', 'JPUKB', 'Port of Kobe', 'Kobe', 'Hyogo'],
    ['PORT', 'JPNGO', 'Port of Nagoya', 'Nagoya', 'Aichi'],
    ['AIRPORT', 'NRT', 'Narita International Airport', 'Narita', 'Chiba'],
    ['AIRPORT', 'KIX', 'Kansai International Airport', 'Osaka'],
    ['DOOR', '100-0001', 'Tokyo, Chiyoda 100-0001', 'Tokyo'],
    ['DOOR', '530-0001', 'Osaka, Kita 530-0001', 'Osaka'],
    ['FBA', 'NRT5', 'Amazon NRT5 – Ichikawa', 'Ichikawa', 'Chiba'],
    ['FBA', 'FSZ1', 'Amazon FSZ1 – Odawara', 'Odawara', 'Kanagawa'],
  ],
  KR: [
    ['PORT', 'KRPUS', 'Port of Busan', 'Busan'],
    ['PORT', 'KRINC', 'Port of Incheon', 'Incheon'],
    ['AIRPORT', 'ICN', 'Incheon International Airport', 'Incheon'],
    ['DOOR', '04524', 'Seoul, Jung-gu 04524', 'Seoul'],
    ['DOOR', '48058', 'Busan, Haeundae 48058', 'Busan'],
  ],
  DE: [
    ['PORT', 'DEHAM', 'Port of Hamburg', 'Hamburg'],
    ['PORT', 'DEBRV', 'Port of Bremerhaven', 'Bremerhaven', 'Bremen'],
    ['AIRPORT', 'FRA', 'Frankfurt Airport', 'Frankfurt am Main', 'Hesse'],
    ['AIRPORT', 'MUC', 'Munich Airport', 'Munich', 'Bavaria'],
    ['AIRPORT', 'LEJ', 'Leipzig/Halle Airport', 'Leipzig', 'Saxony'],
    ['DOOR', '60311', 'Frankfurt am Main 60311', 'Frankfurt am Main', 'Hesse'],
    ['DOOR', '80331', 'Munich 80331', 'Munich', 'Bavaria'],
    ['DOOR', '10115', 'Berlin 10115', 'Berlin'],
    ['FBA', 'DTM2', 'Amazon DTM2 – Dortmund', 'Dortmund', 'North Rhine-Westphalia'],
    ['FBA', 'LEJ1', 'Amazon LEJ1 – Leipzig', 'Leipzig', 'Saxony'],
    ['FBA', 'FRA7', 'Amazon FRA7 – Frankenthal', 'Frankenthal', 'Rhineland-Palatinate'],
  ],
  NL: [
    ['PORT', 'NLRTM', 'Port of Rotterdam', 'Rotterdam', 'South Holland'],
    ['PORT', 'NLAMS', 'Port of Amsterdam', 'Amsterdam', 'North Holland'],
    ['AIRPORT', 'AMS', 'Amsterdam Airport Schiphol', 'Amsterdam', 'North Holland'],
    ['DOOR', '5928', 'Venlo 5928', 'Venlo', 'Limburg'],
    ['DOOR', '3011', 'Rotterdam 3011', 'Rotterdam', 'South Holland'],
  ],
  GB: [
    ['PORT', 'GBFXT', 'Port of Felixstowe', 'Felixstowe', 'Suffolk'],
    ['PORT', 'GBSOU', 'Port of Southampton', 'Southampton', 'Hampshire'],
    ['PORT', 'GBLGP', 'London Gateway', 'Stanford-le-Hope', 'Essex'],
    ['AIRPORT', 'LHR', 'London Heathrow Airport', 'London'],
    ['AIRPORT', 'MAN', 'Manchester Airport', 'Manchester'],
    ['AIRPORT', 'EMA', 'East Midlands Airport', 'Castle Donington', 'Leicestershire'],
    ['DOOR', 'EC1A 1BB', 'London EC1A 1BB', 'London'],
    ['DOOR', 'M1 1AE', 'Manchester M1 1AE', 'Manchester'],
    ['DOOR', 'B1 1AA', 'Birmingham B1 1AA', 'Birmingham'],
    ['FBA', 'BHX4', 'Amazon BHX4 – Coventry', 'Coventry'],
    ['FBA', 'LTN1', 'Amazon LTN1 – Ridgmont', 'Ridgmont', 'Bedfordshire'],
    ['FBA', 'MAN1', 'Amazon MAN1 – Manchester', 'Manchester'],
  ],
  SE: [
    ['PORT', 'SEGOT', 'Port of Gothenburg', 'Gothenburg'],
    ['PORT', 'SESTO', 'Port of Stockholm', 'Stockholm'],
    ['AIRPORT', 'ARN', 'Stockholm Arlanda Airport', 'Stockholm'],
    ['DOOR', '111 34', 'Stockholm 111 34', 'Stockholm'],
    ['DOOR', '411 04', 'Gothenburg 411 04', 'Gothenburg'],
  ],
  US: [
    ['PORT', 'USLAX', 'Port of Los Angeles', 'Los Angeles', 'CA'],
    ['PORT', 'USLGB', 'Port of Long Beach', 'Long Beach', 'CA'],
    ['PORT', 'USOAK', 'Port of Oakland', 'Oakland', 'CA'],
    ['PORT', 'USSEA', 'Port of Seattle', 'Seattle', 'WA'],
    ['PORT', 'USNYC', 'Port of New York and New Jersey', 'New York', 'NY'],
    ['PORT', 'USSAV', 'Port of Savannah', 'Savannah', 'GA'],
    ['PORT', 'USHOU', 'Port of Houston', 'Houston', 'TX'],
    ['PORT', 'USCHS', 'Port of Charleston', 'Charleston', 'SC'],
    ['AIRPORT', 'LAX', 'Los Angeles International Airport', 'Los Angeles', 'CA'],
    ['AIRPORT', 'JFK', 'John F. Kennedy International Airport', 'New York', 'NY'],
    ['AIRPORT', 'ORD', "Chicago O'Hare International Airport", 'Chicago', 'IL'],
    ['AIRPORT', 'ATL', 'Hartsfield-Jackson Atlanta International Airport', 'Atlanta', 'GA'],
    ['AIRPORT', 'DFW', 'Dallas/Fort Worth International Airport', 'Dallas', 'TX'],
    ['AIRPORT', 'MIA', 'Miami International Airport', 'Miami', 'FL'],
    ['DOOR', '90802', 'Long Beach, CA 90802', 'Long Beach', 'CA'],
    ['DOOR', '90021', 'Los Angeles, CA 90021', 'Los Angeles', 'CA'],
    ['DOOR', '75201', 'Dallas, TX 75201', 'Dallas', 'TX'],
    ['DOOR', '60607', 'Chicago, IL 60607', 'Chicago', 'IL'],
    ['DOOR', '07102', 'Newark, NJ 07102', 'Newark', 'NJ'],
    ['DOOR', '33166', 'Miami, FL 33166', 'Miami', 'FL'],
    ['DOOR', '98108', 'Seattle, WA 98108', 'Seattle', 'WA'],
    ['FBA', 'ONT8', 'Amazon ONT8 – Moreno Valley', 'Moreno Valley', 'CA'],
    ['FBA', 'LGB8', 'Amazon LGB8 – Rialto', 'Rialto', 'CA'],
    ['FBA', 'SBD1', 'Amazon SBD1 – Bloomington', 'Bloomington', 'CA'],
    ['FBA', 'PHX7', 'Amazon PHX7 – Phoenix', 'Phoenix', 'AZ'],
    ['FBA', 'DFW7', 'Amazon DFW7 – Fort Worth', 'Fort Worth', 'TX'],
    ['FBA', 'MDW2', 'Amazon MDW2 – Joliet', 'Joliet', 'IL'],
    ['FBA', 'ABE8', 'Amazon ABE8 – Florence', 'Florence', 'NJ'],
    ['FBA', 'BFI4', 'Amazon BFI4 – Kent', 'Kent', 'WA'],
    ['FBA', 'ATL6', 'Amazon ATL6 – East Point', 'East Point', 'GA'],
  ],
  CA: [
    ['PORT', 'CAVAN', 'Port of Vancouver', 'Vancouver', 'BC'],
    ['PORT', 'CAPRR', 'Port of Prince Rupert', 'Prince Rupert', 'BC'],
    ['PORT', 'CAMTR', 'Port of Montreal', 'Montreal', 'QC'],
    ['AIRPORT', 'YYZ', 'Toronto Pearson International Airport', 'Toronto', 'ON'],
    ['AIRPORT', 'YVR', 'Vancouver International Airport', 'Vancouver', 'BC'],
    ['DOOR', 'M5H 2N2', 'Toronto, ON M5H 2N2', 'Toronto', 'ON'],
    ['DOOR', 'V6B 1A1', 'Vancouver, BC V6B 1A1', 'Vancouver', 'BC'],
    ['FBA', 'YYZ4', 'Amazon YYZ4 – Brampton', 'Brampton', 'ON'],
    ['FBA', 'YVR2', 'Amazon YVR2 – Delta', 'Delta', 'BC'],
    ['FBA', 'YYC1', 'Amazon YYC1 – Calgary', 'Calgary', 'AB'],
  ],
  MX: [
    ['PORT', 'MXZLO', 'Port of Manzanillo', 'Manzanillo', 'Colima'],
    ['PORT', 'MXLZC', 'Port of Lázaro Cárdenas', 'Lázaro Cárdenas', 'Michoacán'],
    ['PORT', 'MXVER', 'Port of Veracruz', 'Veracruz', 'Veracruz'],
    ['AIRPORT', 'MEX', 'Mexico City International Airport', 'Mexico City', 'CDMX'],
    ['AIRPORT', 'GDL', 'Guadalajara International Airport', 'Guadalajara', 'Jalisco'],
    ['DOOR', '06000', 'Mexico City, Centro 06000', 'Mexico City', 'CDMX'],
    ['DOOR', '44100', 'Guadalajara 44100', 'Guadalajara', 'Jalisco'],
    ['DOOR', '64000', 'Monterrey 64000', 'Monterrey', 'Nuevo León'],
    ['FBA', 'MEX1', 'Amazon MEX1 – Cuautitlán Izcalli', 'Cuautitlán Izcalli', 'México'],
  ],
  BR: [
    ['PORT', 'BRSSZ', 'Port of Santos', 'Santos', 'SP'],
    ['PORT', 'BRPNG', 'Port of Paranaguá', 'Paranaguá', 'PR'],
    ['PORT', 'BRRIO', 'Port of Rio de Janeiro', 'Rio de Janeiro', 'RJ'],
    ['AIRPORT', 'GRU', 'São Paulo/Guarulhos International Airport', 'São Paulo', 'SP'],
    ['AIRPORT', 'VCP', 'Viracopos International Airport', 'Campinas', 'SP'],
    ['DOOR', '01001-000', 'São Paulo 01001-000', 'São Paulo', 'SP'],
    ['DOOR', '20010-000', 'Rio de Janeiro 20010-000', 'Rio de Janeiro', 'RJ'],
    ['FBA', 'GRU5', 'Amazon GRU5 – Cajamar', 'Cajamar', 'SP'],
  ],
  AU: [
    ['PORT', 'AUSYD', 'Port Botany', 'Sydney', 'NSW'],
    ['PORT', 'AUMEL', 'Port of Melbourne', 'Melbourne', 'VIC'],
    ['PORT', 'AUBNE', 'Port of Brisbane', 'Brisbane', 'QLD'],
    ['AIRPORT', 'SYD', 'Sydney Kingsford Smith Airport', 'Sydney', 'NSW'],
    ['AIRPORT', 'MEL', 'Melbourne Airport', 'Melbourne', 'VIC'],
    ['DOOR', '2000', 'Sydney, NSW 2000', 'Sydney', 'NSW'],
    ['DOOR', '3000', 'Melbourne, VIC 3000', 'Melbourne', 'VIC'],
    ['FBA', 'SYD8', 'Amazon SYD8 – Moorebank', 'Moorebank', 'NSW'],
    ['FBA', 'MEL1', 'Amazon MEL1 – Dandenong South', 'Dandenong South', 'VIC'],
  ],
  KP: [
    ['PORT', 'KPNAM', 'Port of Nampo', 'Nampo'],
    ['AIRPORT', 'FNJ', 'Pyongyang Sunan International Airport', 'Pyongyang'],
  ],
};

const locationId = (type: LocationType, code: string, country: string) =>
  type === 'DOOR' ? `DOOR-${country}-${code.replace(/\s+/g, '')}` : `${type}-${code}`;

export const LOCATIONS: readonly LocationRecord[] = Object.entries(ROWS).flatMap(([country, rows]) =>
  rows.map(([type, code, name, city, region]) => ({
    id: locationId(type, code, country),
    type,
    code,
    name,
    city,
    ...(region ? { region } : {}),
    country,
    countryName: COUNTRY_NAMES[country] ?? country,
    localNames: localNamesOf({ id: locationId(type, code, country), type, code, city }),
    cityLocalNames: cityLocalNamesOf(city) ?? { zh_CN: city, zh_TW: city },
  })),
);

export const findLocationById = (id: string) => LOCATIONS.find((l) => l.id === id);

/** Lower case without accents, so "sao paulo" finds "São Paulo". */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

export interface LocationQuery {
  keyword?: string | null;
  type?: LocationType | null;
  country?: string | null;
  limit: number;
}

/** Catalogue search: code and name prefixes rank before matches inside the name or city. */
export function searchLocations({ keyword, type, country, limit }: LocationQuery): LocationRecord[] {
  const k = fold(keyword ?? '');
  const wanted = country?.toUpperCase();
  const scored: { loc: LocationRecord; score: number }[] = [];
  for (const loc of LOCATIONS) {
    if (type && loc.type !== type) continue;
    if (wanted && loc.country !== wanted) continue;
    if (!k) {
      scored.push({ loc, score: 0 });
      continue;
    }
    const code = fold(loc.code);
    const name = fold(loc.name);
    const city = fold(loc.city);
    let score = -1;
    if (code === k) score = 4;
    else if (code.startsWith(k)) score = 3;
    else if (city.startsWith(k) || name.startsWith(k)) score = 2;
    else if (name.includes(k) || city.includes(k) || code.includes(k)) score = 1;
    // Shippers writing Chinese find "上海" or "寧波" too.
    else if (loc.localNames.zh_CN.includes(k) || loc.localNames.zh_TW.includes(k)) score = 1;
    if (score >= 0) scored.push({ loc, score });
  }
  // Array.prototype.sort is stable: equal scores keep catalogue order.
  return scored.sort((a, b) => b.score - a.score).slice(0, limit).map((s) => s.loc);
}

export function countries(): { code: string; name: string }[] {
  return Object.entries(COUNTRY_NAMES)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
