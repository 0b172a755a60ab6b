import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../mocks/store/users.store';
import { call, tokenFor } from './call-api';

/** The query the app sends (spec section 9: page size 9999, page number 0). */
const byType = (customizeType: string) => ({
  pageNumber: 0, pageSize: 9999, queryConditionsType: 'AND',
  queryConditions: [{ property: 'customizeType', logicalOperator: 'EQUAL', condition: customizeType }],
});
const columns = (visible: boolean) => JSON.stringify([{ dataIndex: 'billNo', visible: true }, { dataIndex: 'dueDate', visible }]);

describe('user customisation', () => {
  it("answers the user's own layout for a type, as a JSON list of columns", async () => {
    const { body } = await call('POST', '/user-customize/query', { token: tokenFor(DEMO_USER.shipper), json: byType('SHIPMENT_LIST') });
    expect(body.data.total).toBe(1);
    const [record] = body.data.list;
    expect(record).toMatchObject({ userId: DEMO_USER.shipper, customizeType: 'SHIPMENT_LIST' });
    const parsed = JSON.parse(record.customizeValue);
    expect(parsed[0]).toEqual({ dataIndex: 'shipmentNo', visible: true });
    // The forwarder has a SHIPMENT_LIST layout too, but nobody sees another user's.
    const all = await call('POST', '/user-customize/query', { token: tokenFor(DEMO_USER.shipper), json: { pageNumber: 0, pageSize: 9999 } });
    expect(all.body.data.list.every((r: { userId: string }) => r.userId === DEMO_USER.shipper)).toBe(true);
  });

  it('adds a layout, then replaces it on a second add of the same type (never two per type)', async () => {
    const token = tokenFor(DEMO_USER.shipper);
    const added = await call('POST', '/user-customize/add', { token, json: { customizeType: 'UPCOMING_BILL', customizeValue: columns(true) } });
    expect(added.body.data).toMatchObject({ userId: DEMO_USER.shipper, customizeType: 'UPCOMING_BILL', customizeValue: columns(true) });
    const again = await call('POST', '/user-customize/add', { token, json: { customizeType: 'UPCOMING_BILL', customizeValue: columns(false) } });
    expect(again.body.data.id).toBe(added.body.data.id);
    const { body } = await call('POST', '/user-customize/query', { token, json: byType('UPCOMING_BILL') });
    expect(body.data.total).toBe(1);
    expect(JSON.parse(body.data.list[0].customizeValue)[1].visible).toBe(false);
  });

  it('updates a layout of the owner only', async () => {
    const owner = tokenFor(DEMO_USER.shipper);
    const { body } = await call('POST', '/user-customize/query', { token: owner, json: byType('INVOICE') });
    const id = body.data.list[0].id;
    const updated = await call('POST', '/user-customize/update', { token: owner, json: { id, customizeValue: columns(false) } });
    expect(updated.body.data).toMatchObject({ id, customizeValue: columns(false) });
    const stranger = await call('POST', '/user-customize/update', { token: tokenFor(DEMO_USER.forwarder), json: { id, customizeValue: columns(true) } });
    expect(stranger.body.code).toBe(90001);
    const after = await call('POST', '/user-customize/query', { token: owner, json: byType('INVOICE') });
    expect(after.body.data.list[0].customizeValue).toBe(columns(false));
  });

  it('answers 90001 for a value that is not a column list, an unknown type, or a condition on another property', async () => {
    const token = tokenFor(DEMO_USER.shipper);
    for (const customizeValue of ['not json', '{"dataIndex":"a"}', '[{"dataIndex":"a","visible":"yes"}]']) {
      expect((await call('POST', '/user-customize/add', { token, json: { customizeType: 'INVOICE', customizeValue } })).body.code).toBe(90001);
    }
    expect((await call('POST', '/user-customize/add', { token, json: { customizeType: 'NOPE', customizeValue: columns(true) } })).body.code).toBe(90001);
    const badQuery = { pageNumber: 0, pageSize: 9999, queryConditions: [{ property: 'userId', logicalOperator: 'EQUAL', condition: DEMO_USER.forwarder }] };
    expect((await call('POST', '/user-customize/query', { token, json: badQuery })).body.code).toBe(90001);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/user-customize/query', { json: byType('INVOICE') })).status).toBe(401);
  });
});
