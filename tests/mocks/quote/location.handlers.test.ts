import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { call } from './quote-fixtures';

type Location = components['schemas']['Location'];
type Country = components['schemas']['Country'];

const SERVED = ['CN', 'HK', 'VN', 'IN', 'JP', 'KR', 'DE', 'NL', 'GB', 'SE', 'US', 'CA', 'MX', 'BR', 'AU'];

async function search(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call<Location[]>('GET', `/location/search?${qs}`);
}

describe('GET /location/search', () => {
  it('has ports, airports and door places in every served country, and over 100 places in all', async () => {
    let count = 0;
    for (const country of SERVED) {
      const { body } = await search({ country, limit: 50 });
      const types = new Set(body.data!.map((l) => l.type));
      expect(types.has('PORT') && types.has('AIRPORT') && types.has('DOOR'), `${country} has ports, airports and doors`).toBe(true);
      expect(body.data!.every((l) => l.country === country)).toBe(true);
      count += body.data!.length;
    }
    expect(count).toBeGreaterThanOrEqual(100);
  });

  it('lists Amazon FBA warehouses with their codes', async () => {
    const { body } = await search({ type: 'FBA', country: 'US', limit: 50 });
    const codes = body.data!.map((l) => l.code);
    expect(codes).toEqual(expect.arrayContaining(['ONT8', 'LGB8', 'DFW7', 'ABE8']));
    expect(body.data!.every((l) => l.type === 'FBA' && l.id === `FBA-${l.code}`)).toBe(true);
  });

  it('ranks an exact code first and matches names and cities without case or accents', async () => {
    const ont8 = await search({ keyword: 'ont8' });
    expect(ont8.body.data![0]).toMatchObject({ id: 'FBA-ONT8', code: 'ONT8', city: 'Moreno Valley', country: 'US', countryName: 'United States' });

    const sao = await search({ keyword: 'sao paulo' });
    expect(sao.body.data!.map((l) => l.city)).toContain('São Paulo');

    const shang = await search({ keyword: 'shang', type: 'PORT' });
    expect(shang.body.data![0]).toMatchObject({ code: 'CNSHA', name: 'Port of Shanghai', type: 'PORT' });
  });

  it('finds doors by zip code', async () => {
    const { body } = await search({ keyword: '90802', type: 'DOOR' });
    expect(body.data![0]).toMatchObject({ id: 'DOOR-US-90802', city: 'Long Beach', region: 'CA' });
  });

  it('accepts a lower-case country and honours the limit', async () => {
    const { body } = await search({ country: 'us', limit: 3 });
    expect(body.data).toHaveLength(3);
    expect(body.data!.every((l) => l.country === 'US')).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    const { body } = await search({ keyword: 'atlantis' });
    expect(body).toMatchObject({ success: true, code: 200, data: [] });
  });

  it('refuses an unknown type or a limit out of range with 90001', async () => {
    expect((await search({ type: 'SPACEPORT' })).body).toMatchObject({ success: false, code: 90001, message: expect.stringContaining('type') });
    expect((await search({ limit: 0 })).body).toMatchObject({ success: false, code: 90001, message: expect.stringContaining('limit') });
  });

  it('needs a signed-in user', async () => {
    const { status } = await call('GET', '/location/search?keyword=sha', { as: null });
    expect(status).toBe(401);
  });
});

describe('GET /location/countries', () => {
  it('lists every served country by name', async () => {
    const { body } = await call<Country[]>('GET', '/location/countries');
    const codes = body.data!.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(SERVED));
    expect(body.data).toContainEqual({ code: 'US', name: 'United States' });
    const names = body.data!.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
