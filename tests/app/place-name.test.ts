import { describe, expect, it } from 'vitest';
import { placeName } from '../../src/i18n/place-name';

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
