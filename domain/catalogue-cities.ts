/**
 * Names of the catalogue's places in Chinese (zh_CN Simplified, zh_TW Traditional) and their
 * coordinates, by city: reference data next to the catalogue. Ports, airports, doors and FBA
 * warehouses are named from their city unless a place has its own usual name (PLACE_NAMES).
 * Coordinates are the city's (WGS84, degrees), precise enough for great-circle CO2 estimates (decision 162).
 */
import type { LocationType } from './location-catalogue';

/** [zh_CN, zh_TW, latitude, longitude] by the catalogue's English city name. */
export const CITIES: Readonly<Record<string, readonly [string, string, number, number]>> = {
  Shanghai: ['上海', '上海', 31.23, 121.47],
  Ningbo: ['宁波', '寧波', 29.87, 121.54],
  Shenzhen: ['深圳', '深圳', 22.54, 114.06],
  Qingdao: ['青岛', '青島', 36.07, 120.38],
  Xiamen: ['厦门', '廈門', 24.48, 118.09],
  Tianjin: ['天津', '天津', 39.0, 117.72],
  Guangzhou: ['广州', '廣州', 23.13, 113.26],
  Beijing: ['北京', '北京', 39.9, 116.41],
  Chengdu: ['成都', '成都', 30.57, 104.07],
  Hangzhou: ['杭州', '杭州', 30.27, 120.16],
  Dongguan: ['东莞', '東莞', 23.02, 113.75],
  Yiwu: ['义乌', '義烏', 29.31, 120.08],
  'Hong Kong': ['香港', '香港', 22.32, 114.17],
  'Ho Chi Minh City': ['胡志明市', '胡志明市', 10.82, 106.63],
  Haiphong: ['海防', '海防', 20.86, 106.68],
  'Da Nang': ['岘港', '峴港', 16.05, 108.2],
  Hanoi: ['河内', '河內', 21.03, 105.85],
  'Thu Dau Mot': ['土龙木', '土龍木', 10.98, 106.65],
  'Navi Mumbai': ['新孟买', '新孟買', 19.03, 73.03],
  Mundra: ['蒙德拉', '蒙德拉', 22.84, 69.72],
  Chennai: ['金奈', '清奈', 13.08, 80.27],
  Mumbai: ['孟买', '孟買', 19.08, 72.88],
  'New Delhi': ['新德里', '新德里', 28.61, 77.21],
  Bengaluru: ['班加罗尔', '班加羅爾', 12.97, 77.59],
  Tiruppur: ['蒂鲁普', '蒂魯普', 11.11, 77.34],
  Bhiwandi: ['比万迪', '比萬迪', 19.3, 73.06],
  Gurugram: ['古尔冈', '古爾岡', 28.46, 77.03],
  Tokyo: ['东京', '東京', 35.68, 139.69],
  Yokohama: ['横滨', '橫濱', 35.44, 139.64],
  Kobe: ['神户', '神戶', 34.69, 135.2],
  Nagoya: ['名古屋', '名古屋', 35.18, 136.91],
  Narita: ['成田', '成田', 35.77, 140.32],
  Osaka: ['大阪', '大阪', 34.69, 135.5],
  Ichikawa: ['市川', '市川', 35.72, 139.93],
  Odawara: ['小田原', '小田原', 35.26, 139.16],
  Busan: ['釜山', '釜山', 35.18, 129.08],
  Incheon: ['仁川', '仁川', 37.46, 126.71],
  Seoul: ['首尔', '首爾', 37.57, 126.98],
  Hamburg: ['汉堡', '漢堡', 53.55, 9.99],
  Bremerhaven: ['不来梅港', '不來梅港', 53.54, 8.58],
  'Frankfurt am Main': ['美因河畔法兰克福', '美因河畔法蘭克福', 50.11, 8.68],
  Munich: ['慕尼黑', '慕尼黑', 48.14, 11.58],
  Leipzig: ['莱比锡', '萊比錫', 51.34, 12.37],
  Berlin: ['柏林', '柏林', 52.52, 13.4],
  Dortmund: ['多特蒙德', '多特蒙德', 51.51, 7.47],
  Frankenthal: ['弗兰肯塔尔', '弗蘭肯塔爾', 49.53, 8.35],
  Rotterdam: ['鹿特丹', '鹿特丹', 51.92, 4.48],
  Amsterdam: ['阿姆斯特丹', '阿姆斯特丹', 52.37, 4.9],
  Venlo: ['芬洛', '芬洛', 51.37, 6.17],
  Felixstowe: ['费利克斯托', '費利克斯托', 51.96, 1.35],
  Southampton: ['南安普敦', '南安普敦', 50.9, -1.4],
  'Stanford-le-Hope': ['斯坦福勒霍普', '斯坦福勒霍普', 51.52, 0.43],
  London: ['伦敦', '倫敦', 51.51, -0.13],
  Manchester: ['曼彻斯特', '曼徹斯特', 53.48, -2.24],
  'Castle Donington': ['卡斯尔多宁顿', '卡斯爾多寧頓', 52.84, -1.34],
  Birmingham: ['伯明翰', '伯明翰', 52.49, -1.89],
  Coventry: ['考文垂', '考文垂', 52.41, -1.51],
  Ridgmont: ['里奇蒙特', '里奇蒙特', 52.02, -0.58],
  Gothenburg: ['哥德堡', '哥德堡', 57.71, 11.97],
  Stockholm: ['斯德哥尔摩', '斯德哥爾摩', 59.33, 18.07],
  'Los Angeles': ['洛杉矶', '洛杉磯', 34.05, -118.24],
  'Long Beach': ['长滩', '長灘', 33.77, -118.19],
  Oakland: ['奥克兰', '奧克蘭', 37.8, -122.27],
  Seattle: ['西雅图', '西雅圖', 47.61, -122.33],
  'New York': ['纽约', '紐約', 40.71, -74.01],
  Savannah: ['萨凡纳', '薩凡納', 32.08, -81.09],
  Houston: ['休斯敦', '休士頓', 29.76, -95.37],
  Charleston: ['查尔斯顿', '查爾斯頓', 32.78, -79.93],
  Chicago: ['芝加哥', '芝加哥', 41.88, -87.63],
  Atlanta: ['亚特兰大', '亞特蘭大', 33.75, -84.39],
  Dallas: ['达拉斯', '達拉斯', 32.78, -96.8],
  Miami: ['迈阿密', '邁阿密', 25.76, -80.19],
  Newark: ['纽瓦克', '紐華克', 40.74, -74.17],
  'Moreno Valley': ['莫雷诺谷', '莫雷諾谷', 33.94, -117.23],
  Rialto: ['里亚尔托', '里亞爾托', 34.11, -117.37],
  Bloomington: ['布卢明顿', '布魯明頓', 34.07, -117.4],
  Phoenix: ['凤凰城', '鳳凰城', 33.45, -112.07],
  'Fort Worth': ['沃思堡', '沃斯堡', 32.76, -97.33],
  Joliet: ['乔利埃特', '喬利埃特', 41.53, -88.08],
  Florence: ['佛罗伦斯', '佛羅倫斯', 40.12, -74.8],
  Kent: ['肯特', '肯特', 47.38, -122.23],
  'East Point': ['东点', '東點', 33.68, -84.44],
  Vancouver: ['温哥华', '溫哥華', 49.28, -123.12],
  'Prince Rupert': ['鲁珀特王子港', '魯珀特王子港', 54.32, -130.32],
  Montreal: ['蒙特利尔', '蒙特婁', 45.5, -73.57],
  Toronto: ['多伦多', '多倫多', 43.65, -79.38],
  Brampton: ['布兰普顿', '布蘭普頓', 43.73, -79.76],
  Delta: ['三角洲市', '三角洲市', 49.08, -123.06],
  Calgary: ['卡尔加里', '卡加利', 51.05, -114.07],
  Manzanillo: ['曼萨尼约', '曼薩尼約', 19.05, -104.32],
  'Lázaro Cárdenas': ['拉萨罗卡德纳斯', '拉薩羅卡德納斯', 17.96, -102.2],
  Veracruz: ['韦拉克鲁斯', '韋拉克魯斯', 19.17, -96.13],
  'Mexico City': ['墨西哥城', '墨西哥城', 19.43, -99.13],
  Guadalajara: ['瓜达拉哈拉', '瓜達拉哈拉', 20.66, -103.35],
  Monterrey: ['蒙特雷', '蒙特雷', 25.69, -100.32],
  'Cuautitlán Izcalli': ['夸蒂特兰伊斯卡利', '夸蒂特蘭伊斯卡利', 19.65, -99.25],
  Santos: ['桑托斯', '桑托斯', -23.96, -46.33],
  'Paranaguá': ['巴拉那瓜', '巴拉那瓜', -25.52, -48.51],
  'Rio de Janeiro': ['里约热内卢', '里約熱內盧', -22.91, -43.17],
  'São Paulo': ['圣保罗', '聖保羅', -23.55, -46.63],
  Campinas: ['坎皮纳斯', '坎皮納斯', -22.91, -47.06],
  Cajamar: ['卡雅马尔', '卡雅馬爾', -23.36, -46.88],
  Sydney: ['悉尼', '雪梨', -33.87, 151.21],
  Melbourne: ['墨尔本', '墨爾本', -37.81, 144.96],
  Brisbane: ['布里斯班', '布里斯本', -27.47, 153.03],
  Moorebank: ['穆尔班克', '穆爾班克', -33.94, 150.96],
  'Dandenong South': ['南丹德农', '南丹德農', -38.02, 145.22],
  Nampo: ['南浦', '南浦', 38.74, 125.41],
  Pyongyang: ['平壤', '平壤', 39.04, 125.76],
};

/** Places whose usual name is not "<city> port / airport", by catalogue id: [zh_CN, zh_TW]. */
const PLACE_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  'PORT-CNNGB': ['宁波舟山港', '寧波舟山港'],
  'PORT-CNYTN': ['盐田港', '鹽田港'],
  'PORT-CNSHK': ['蛇口港', '蛇口港'],
  'PORT-CNTXG': ['天津新港', '天津新港'],
  'PORT-CNNSA': ['广州南沙港', '廣州南沙港'],
  'PORT-HKHKG': ['香港港（葵青）', '香港港（葵青）'],
  'PORT-VNCLI': ['吉莱港', '吉萊港'],
  'PORT-INNSA': ['那瓦舍瓦港（JNPT）', '那瓦舍瓦港（JNPT）'],
  'PORT-USNYC': ['纽约新泽西港', '紐約新澤西港'],
  'PORT-GBLGP': ['伦敦门户港', '倫敦門戶港'],
  'PORT-AUSYD': ['植物湾港', '植物灣港'],
  'AIRPORT-PVG': ['上海浦东国际机场', '上海浦東國際機場'],
  'AIRPORT-PEK': ['北京首都国际机场', '北京首都國際機場'],
  'AIRPORT-CAN': ['广州白云国际机场', '廣州白雲國際機場'],
  'AIRPORT-SZX': ['深圳宝安国际机场', '深圳寶安國際機場'],
  'AIRPORT-CTU': ['成都双流国际机场', '成都雙流國際機場'],
  'AIRPORT-HGH': ['杭州萧山国际机场', '杭州蕭山國際機場'],
  'AIRPORT-HKG': ['香港国际机场', '香港國際機場'],
  'AIRPORT-SGN': ['新山一国际机场', '新山一國際機場'],
  'AIRPORT-HAN': ['内排国际机场', '內排國際機場'],
  'AIRPORT-BOM': ['贾特拉帕蒂·希瓦吉国际机场', '賈特拉帕蒂·希瓦吉國際機場'],
  'AIRPORT-DEL': ['英迪拉·甘地国际机场', '英迪拉·甘地國際機場'],
  'AIRPORT-BLR': ['肯佩戈达国际机场', '肯佩戈達國際機場'],
  'AIRPORT-NRT': ['成田国际机场', '成田國際機場'],
  'AIRPORT-KIX': ['关西国际机场', '關西國際機場'],
  'AIRPORT-ICN': ['仁川国际机场', '仁川國際機場'],
  'AIRPORT-FRA': ['法兰克福机场', '法蘭克福機場'],
  'AIRPORT-LEJ': ['莱比锡/哈雷机场', '萊比錫/哈雷機場'],
  'AIRPORT-AMS': ['阿姆斯特丹史基浦机场', '阿姆斯特丹史基浦機場'],
  'AIRPORT-LHR': ['伦敦希思罗机场', '倫敦希斯洛機場'],
  'AIRPORT-EMA': ['东米德兰兹机场', '東米德蘭茲機場'],
  'AIRPORT-ARN': ['斯德哥尔摩阿兰达机场', '斯德哥爾摩阿蘭達機場'],
  'AIRPORT-LAX': ['洛杉矶国际机场', '洛杉磯國際機場'],
  'AIRPORT-JFK': ['约翰·肯尼迪国际机场', '約翰·甘迺迪國際機場'],
  'AIRPORT-ORD': ['芝加哥奥黑尔国际机场', '芝加哥奧黑爾國際機場'],
  'AIRPORT-ATL': ['哈兹菲尔德-杰克逊亚特兰大国际机场', '哈茨菲爾德-傑克遜亞特蘭大國際機場'],
  'AIRPORT-DFW': ['达拉斯/沃思堡国际机场', '達拉斯/沃斯堡國際機場'],
  'AIRPORT-YYZ': ['多伦多皮尔逊国际机场', '多倫多皮爾遜國際機場'],
  'AIRPORT-GRU': ['圣保罗/瓜鲁柳斯国际机场', '聖保羅/瓜魯柳斯國際機場'],
  'AIRPORT-VCP': ['维拉科波斯国际机场', '維拉科波斯國際機場'],
  'AIRPORT-SYD': ['悉尼金斯福德·史密斯机场', '雪梨金斯福德·史密斯機場'],
  'AIRPORT-FNJ': ['平壤顺安国际机场', '平壤順安國際機場'],
};

export interface LocalNames { zh_CN: string; zh_TW: string }

/** A place's Chinese names: its own usual name, or one made from its city and kind. */
export function localNamesOf(place: { id: string; type: LocationType; code: string; city: string }): LocalNames {
  const own = PLACE_NAMES[place.id];
  if (own) return { zh_CN: own[0], zh_TW: own[1] };
  const city = CITIES[place.city];
  if (!city) throw new Error(`no local names for the city ${place.city}`);
  const [cn, tw] = city;
  switch (place.type) {
    case 'PORT': return { zh_CN: `${cn}港`, zh_TW: `${tw}港` };
    case 'AIRPORT': return { zh_CN: `${cn}国际机场`, zh_TW: `${tw}國際機場` };
    case 'FBA': return { zh_CN: `亚马逊 ${place.code} – ${cn}`, zh_TW: `亞馬遜 ${place.code} – ${tw}` };
    default: return { zh_CN: `${cn} ${place.code}`, zh_TW: `${tw} ${place.code}` };
  }
}

/** The city's Chinese names, or undefined for a city outside the catalogue (a door typed by hand). */
export function cityLocalNamesOf(city: string): LocalNames | undefined {
  const c = CITIES[city];
  return c ? { zh_CN: c[0], zh_TW: c[1] } : undefined;
}

/** The city's coordinates, or undefined for a city outside the catalogue (a door typed by hand). */
export function coordinatesOf(city: string): { lat: number; lon: number } | undefined {
  const c = CITIES[city];
  return c ? { lat: c[2], lon: c[3] } : undefined;
}
