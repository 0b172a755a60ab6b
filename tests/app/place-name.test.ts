import { describe, expect, it } from 'vitest';
import { cityAndCountry, placeName } from '../../src/i18n/place-name';

describe('placeName', () => {
  const shanghai = { name: 'Shanghai', localNames: { zh_CN: '上海', zh_TW: '上海港' } };

  it('uses the name in the reader’s Chinese language when there is one', () => {
    expect(placeName(shanghai, 'zh_CN')).toBe('上海');
    expect(placeName(shanghai, 'zh_TW')).toBe('上海港');
  });

  it('keeps the stored name in English and when the language has no local name', () => {
    expect(placeName(shanghai, 'en_US')).toBe('Shanghai');
    expect(placeName({ name: 'Los Angeles', localNames: { zh_CN: '洛杉矶' } }, 'zh_TW')).toBe('Los Angeles');
    expect(placeName({ name: 'Oakland' }, 'zh_CN')).toBe('Oakland');
    expect(placeName({ name: 'Oakland', localNames: { zh_CN: '  ' } }, 'zh_CN')).toBe('Oakland');
  });
});

describe('cityAndCountry', () => {
  it('joins the city and the country in the reader’s language', () => {
    const shanghai = { city: 'Shanghai', cityLocalNames: { zh_CN: '上海', zh_TW: '上海' }, country: 'CN' };
    expect(cityAndCountry(shanghai, 'en_US')).toBe('Shanghai, China');
    expect(cityAndCountry(shanghai, 'zh_TW')).toBe('上海，中國');
  });

  it('names a city that is its own country once', () => {
    const hongKong = { city: 'Hong Kong', cityLocalNames: { zh_CN: '香港', zh_TW: '香港' }, country: 'HK' };
    expect(cityAndCountry(hongKong, 'en_US')).toBe('Hong Kong SAR China');
    // ICU names the territory "香港" or "中國香港特別行政區" depending on its version: either way, once.
    const zh = cityAndCountry(hongKong, 'zh_TW');
    expect(zh.match(/香港/g)).toHaveLength(1);
    expect(zh).not.toContain('，');
    expect(cityAndCountry({ city: 'Singapore', country: 'SG' }, 'en_US')).toBe('Singapore');
  });
});
