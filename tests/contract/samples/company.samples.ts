/**
 * Contract samples of the company area (settings, company users, client companies, user
 * customisation): a success per operation and one sample per business code it can answer.
 */
import type { Sample } from '../sample';
import { issueTokens } from '../../../mocks/store/sessions.store';
import { userCustomizations } from '../../../mocks/store/customize.store';
import { COMPANY, DEMO_USER, findCompany } from '../../../mocks/store/users.store';

/** Headers that sign in as a user outside the three demo accounts of `as`, at send time. */
const bearerOf = (userId: string): Record<string, string> => ({
  get Authorization() {
    return `Bearer ${issueTokens(userId).access_token}`;
  },
});

const newUser = { firstName: 'Nora', lastName: 'New', email: 'nora.new@acme.example.com', phone: '+15625550777', phoneCountry: 'US', tag: 'New' };
const party = {
  company: { legalName: 'Harbor Lights LLC', address: '9 Pier Rd', additionalAddress: '', city: 'Oakland', state: 'CA', country: 'US', zip: '94607' },
  user: { firstName: 'Pat', lastName: 'Party', email: 'pat@harborlights.example.com', phone: '+15105550100', phoneCountry: 'US' },
};
const company = { legalName: 'Acme Home Goods Inc.', address: '1200 Harbor Blvd', additionalAddress: 'Suite 400', city: 'Long Beach', state: 'CA', country: 'US', zip: '90802' };
const columns = JSON.stringify([{ dataIndex: 'billNo', visible: true }, { dataIndex: 'dueDate', visible: false }]);
const shipperRecord = () => {
  const r = userCustomizations().find((x) => x.userId === DEMO_USER.shipper);
  if (!r) throw new Error('seed has no customisation of the shipper');
  return r;
};

export const samples: Sample[] = [
  // GET /company/getSystemSettings
  { operation: 'GET /company/getSystemSettings', as: null, name: 'platform config', code: 200 },
  { operation: 'GET /company/getSystemSettings', as: null, name: 'by domain', query: { domain: 'acme.example.com' }, code: 200 },
  { operation: 'GET /company/getSystemSettings', as: 'forwarder', name: "signed-in user's company", code: 200 },
  { operation: 'GET /company/getSystemSettings', as: null, name: 'company with its own supportEmail', query: { domain: 'pacific.example.com' }, code: 200 },

  // GET /company/getUsers
  { operation: 'GET /company/getUsers', as: 'admin', name: 'first page', query: { pageNumber: 0, pageSize: 10 }, code: 200 },
  { operation: 'GET /company/getUsers', as: 'admin', name: 'keyword and status', query: { keyword: 'example.com', status: 'ACTIVE' }, code: 200 },
  { operation: 'GET /company/getUsers', as: 'admin', name: 'admins only', query: { admin: 'true' }, code: 200 },
  { operation: 'GET /company/getUsers', as: 'admin', name: 'members only', query: { admin: 'false', status: 'UNACTIVE' }, code: 200 },
  { operation: 'GET /company/getUsers', as: 'admin', name: '400 admin neither true nor false', query: { admin: 'yes' }, status: 400 },
  { operation: 'GET /company/getUsers', as: 'shipper', name: '10303 not an admin', code: 10303 },
  { operation: 'GET /company/getUsers', as: null, name: '401 no token', status: 401 },

  // POST /company/createUser
  { operation: 'POST /company/createUser', as: 'admin', name: 'invited', json: newUser, code: 200 },
  { operation: 'POST /company/createUser', as: null, name: '10301 management off', headers: bearerOf(DEMO_USER.nordicShipper), json: newUser, code: 10301 },
  { operation: 'POST /company/createUser', as: 'admin', name: '10302 e-mail in use', json: { ...newUser, email: 'shipper@example.com' }, code: 10302 },
  { operation: 'POST /company/createUser', as: 'shipper', name: '10303 not an admin', json: newUser, code: 10303 },
  { operation: 'POST /company/createUser', as: 'admin', name: '90001 phone missing', json: { ...newUser, phone: '' }, code: 90001 },

  // POST /company/createPartyAndUser
  { operation: 'POST /company/createPartyAndUser', as: 'forwarder', name: 'party created', json: party, code: 200 },
  { operation: 'POST /company/createPartyAndUser', as: 'admin', name: '10303 buyer admin', json: party, code: 10303 },
  { operation: 'POST /company/createPartyAndUser', as: 'forwarder', name: '10302 e-mail in use', json: { ...party, user: { ...party.user, email: 'admin@example.com' } }, code: 10302 },
  { operation: 'POST /company/createPartyAndUser', as: 'forwarder', name: '90001 city missing', json: { ...party, company: { ...party.company, city: '' } }, code: 90001 },
  {
    operation: 'POST /company/createPartyAndUser', as: null, name: '10301 management off',
    headers: bearerOf(DEMO_USER.sinoForwarder),
    json: () => {
      // No seeded seller has user management off: switch it off for SinoTrans for this sample (the store resets after it).
      findCompany(COMPANY.sino)!.config.allowManageUser = false;
      return party;
    },
    code: 10301,
  },

  // POST /company/resetUserPassword
  { operation: 'POST /company/resetUserPassword', as: 'admin', name: 'invited again', json: { id: DEMO_USER.shipper }, code: 200 },
  { operation: 'POST /company/resetUserPassword', as: null, name: '10301 management off', headers: bearerOf(DEMO_USER.nordicShipper), json: { id: 'USR-NORDIC-1' }, code: 10301 },
  { operation: 'POST /company/resetUserPassword', as: 'shipper', name: '10303 not an admin', json: { id: 'USR-ACME-1' }, code: 10303 },
  { operation: 'POST /company/resetUserPassword', as: 'admin', name: '90001 own account', json: { id: DEMO_USER.admin }, code: 90001 },

  // GET /company/current
  { operation: 'GET /company/current', as: 'shipper', code: 200 },
  { operation: 'GET /company/current', as: null, name: '401 no token', status: 401 },

  // POST /company/update
  { operation: 'POST /company/update', as: 'admin', name: 'updated', json: { ...company, zip: '90803' }, code: 200 },
  { operation: 'POST /company/update', as: 'shipper', name: '10303 not an admin', json: company, code: 10303 },
  { operation: 'POST /company/update', as: 'admin', name: '90001 zip missing', json: { ...company, zip: '' }, code: 90001 },

  // POST /user-customize/add, update, query
  { operation: 'POST /user-customize/add', as: 'shipper', name: 'added', json: { customizeType: 'UPCOMING_BILL', customizeValue: columns }, code: 200 },
  { operation: 'POST /user-customize/add', as: 'shipper', name: '90001 not a column list', json: { customizeType: 'INVOICE', customizeValue: '{}' }, code: 90001 },
  { operation: 'POST /user-customize/update', as: 'shipper', name: 'updated', json: () => ({ id: shipperRecord().id, customizeValue: columns }), code: 200 },
  { operation: 'POST /user-customize/update', as: 'forwarder', name: "90001 another user's record", json: () => ({ id: shipperRecord().id, customizeValue: columns }), code: 90001 },
  {
    operation: 'POST /user-customize/query', as: 'shipper', name: 'by type, as the app sends it',
    json: { pageNumber: 0, pageSize: 9999, queryConditionsType: 'AND', queryConditions: [{ property: 'customizeType', logicalOperator: 'EQUAL', condition: 'SHIPMENT_LIST' }] },
    code: 200,
  },
  {
    operation: 'POST /user-customize/query', as: 'shipper', name: '90001 another property',
    json: { pageNumber: 0, pageSize: 9999, queryConditions: [{ property: 'userId', logicalOperator: 'EQUAL', condition: 'x' }] },
    code: 90001,
  },
];
