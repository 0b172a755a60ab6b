/**
 * The company area of the embedded backend: company settings per site, the company and its users
 * (admins invite, edit and reset), client companies of sellers, and users' table layouts.
 * Decisions: docs/decisions/015 (settings resolution), 016 (user management), 017 (customisation).
 */
import { customizeTypeValues, userStatusValues, type components } from '../../src/api/schema.gen';
import { operation, readJsonObject, type Operation } from '../operation';
import { fail, httpError, ok, unauthorized } from '../envelope';
import { authenticate, revokeUserTokens } from '../auth';
import { hashPassword } from '../password-hasher';
import { generateTemporaryPassword } from '../../domain/temporary-password';
import { planPagedQuery, readPagedQuery, refusalResponse, type ListSpec } from '../paged-query';
import { nextId } from '../store/db';
import { accountMailLink, newCompany, newUser, PLATFORM_CONFIG, sendAccountMail } from '../store/users.store';
import type { CompanyRecord } from '../../domain/companies';
import { isEmailTaken, type UserRecord } from '../../domain/users';
import { PATHS } from '../../machines/shared/route-paths';
import { parseLayout, type CustomizeType, type UserCustomizeRecord } from '../../domain/user-customizations';
import { repositories } from '../store/repositories';
import {
  badJson, readPersonFields, readUserExtras, text, toUser, userManagementRefusal, type Json, type PersonFields, type UserExtras,
  adminActionOnUser,
} from './user.operations';

type Schemas = components['schemas'];

/** The company users of GET /company/getUsers: its query parameters become the conditions of a paged query. */
const COMPANY_USER_LIST: ListSpec<UserRecord> = {
  filters: {
    status: { kind: 'enum', values: userStatusValues, operators: ['EQUAL'], get: (u) => u.status },
    admin: { kind: 'boolean', get: (u) => u.admin },
    keyword: { kind: 'keyword', get: (u) => [u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, u.email] },
  },
  sorts: { createdAt: (u) => u.createdAt },
  defaultSort: { property: 'createdAt', direction: 'DESC' },
  tieBreak: (a, b) => a.id.localeCompare(b.id),
};

/** The signed-in user's layouts, in the order they were saved. */
const CUSTOMIZE_LIST: ListSpec<UserCustomizeRecord> = {
  filters: { customizeType: { kind: 'enum', values: customizeTypeValues, get: (r) => r.customizeType } },
  sorts: {},
};

/** A number query parameter: its default when absent or empty, NaN (a malformed query) when not a number. */
const numberParam = (raw: string | null, fallback: number) => (raw === null || raw.trim() === '' ? fallback : Number(raw));

function toCompany(company: CompanyRecord): Schemas['Company'] {
  return {
    id: company.id, legalName: company.legalName, address: company.address, additionalAddress: company.additionalAddress,
    city: company.city, state: company.state, country: company.country, zip: company.zip, kind: company.kind,
    allowManageUser: company.config.allowManageUser,
  };
}

type CompanyFields = Pick<CompanyRecord, 'legalName' | 'address' | 'additionalAddress' | 'city' | 'state' | 'country' | 'zip'>;

/** The company form's fields, trimmed; the first problem as "field: reason" (90001). */
function readCompanyFields(body: Json, prefix = ''): { problem: string } | { fields: CompanyFields } {
  const fields: CompanyFields = {
    legalName: text(body.legalName), address: text(body.address), additionalAddress: text(body.additionalAddress),
    city: text(body.city), state: text(body.state), country: text(body.country).toUpperCase(), zip: text(body.zip),
  };
  const limits: [keyof CompanyFields, string, number, boolean][] = [
    ['legalName', 'the legal company name', 120, true],
    ['address', 'the address', 200, true],
    ['additionalAddress', 'the additional address', 200, false],
    ['city', 'the city', 80, true],
    ['state', 'the state', 80, false],
    ['country', 'the country', 2, true],
    ['zip', 'the zip code', 20, true],
  ];
  for (const [key, label, max, required] of limits) {
    if (required && !fields[key]) return { problem: `${prefix}${key}: ${label} is required.` };
    if (fields[key].length > max) return { problem: `${prefix}${key}: at most ${max} characters.` };
  }
  if (!/^[A-Z]{2}$/.test(fields.country)) return { problem: `${prefix}country: use a two-letter country code, e.g. US.` };
  return { fields };
}

/**
 * Reads a new user's fields (create user, first user of a party). The first problem is answered as
 * a business outcome: 90001 for a bad field, 10302 for an e-mail in use.
 */
type NewUser = { refusal: ReturnType<typeof fail> } | { person: PersonFields; extras: UserExtras };

const emailInUse = () => fail(10302, 'This e-mail is already used by another user.');

async function readNewUser(body: Json, prefix = ''): Promise<NewUser> {
  const person = readPersonFields(body);
  if ('problem' in person) return { refusal: fail(90001, `${prefix}${person.problem}`) };
  const extra = readUserExtras(body);
  if ('problem' in extra) return { refusal: fail(90001, `${prefix}${extra.problem}`) };
  if (await isEmailTaken(repositories().users, person.fields.email)) return { refusal: emailInUse() };
  return { person: person.fields, extras: extra.extras };
}

/**
 * An invitation: the user gets a fresh temporary password (docs/decisions/211), stored hashed, and must
 * replace it at the next sign-in. The invitation e-mail carries it with the Sign In link, and the answer
 * once more for the admin, should the e-mail be slow or sit in the server's outbox (docs/decisions/214, 218).
 * A new user is saved before this hashes (with an empty password, which opens nothing), so that
 * two requests for one e-mail at once cannot both take it.
 */
async function invite(user: UserRecord, admin: UserRecord, request: Request): Promise<{ user: UserRecord; temporaryPassword: string }> {
  const temporaryPassword = generateTemporaryPassword();
  const { users, companies } = repositories();
  const invited = { ...user, password: await hashPassword(temporaryPassword), temporaryPassword: true };
  await users.save(invited);
  const companyName = (await companies.byId(admin.companyId))?.legalName ?? '';
  sendAccountMail({ kind: 'INVITATION', user: invited, secret: temporaryPassword, link: accountMailLink(request, PATHS.signIn), invitedBy: { user: admin, companyName } });
  return { user: invited, temporaryPassword };
}

/** The site's host name as sent: case and port do not matter. */
const normaliseDomain = (domain: string) => domain.trim().toLowerCase().replace(/:\d+$/, '');

export const companyOperations: Operation[] = [
  operation.get('/company/getSystemSettings', async ({ request, query, response }) => {
    // Public, but a signed-in user always gets their own company's look (docs/decisions/015).
    const user = await authenticate(request);
    const { companies } = repositories();
    const own = user ? await companies.byId(user.companyId) : undefined;
    const domain = normaliseDomain(query.get('domain') ?? '');
    const bySite = !own && domain ? await companies.bySite(domain) : undefined;
    return response(200).json(ok({ ...(own ?? bySite)?.config ?? PLATFORM_CONFIG }));
  }),

  operation.get('/company/getUsers', async ({ request, query, response }) => {
    const admin = await authenticate(request);
    if (!admin) return response.untyped(unauthorized());
    if (!admin.admin) return response(200).json(fail(10303, 'Only a company admin can see the company users.'));
    const status = query.get('status');
    const keyword = query.get('keyword');
    const adminParam = query.get('admin');
    // Anything but true or false is a malformed query, like a bad page number.
    if (adminParam !== null && adminParam !== '' && adminParam !== 'true' && adminParam !== 'false') {
      return response.untyped(httpError(400, 'admin: use true or false.'));
    }
    const plan = planPagedQuery({
      pageNumber: numberParam(query.get('pageNumber'), 0),
      pageSize: numberParam(query.get('pageSize'), 10),
      queryConditions: [
        ...(status ? [{ property: 'status', logicalOperator: 'EQUAL', condition: status }] : []),
        ...(keyword ? [{ property: 'keyword', logicalOperator: 'LIKE', condition: keyword }] : []),
        ...(adminParam ? [{ property: 'admin', logicalOperator: 'EQUAL', condition: adminParam === 'true' }] : []),
      ],
    }, COMPANY_USER_LIST);
    if ('refusal' in plan) return response.untyped(refusalResponse(plan.refusal));
    const slice = plan.apply(await repositories().users.ofCompany(admin.companyId));
    return response(200).json(ok({ list: slice.list.map(toUser), total: slice.total }));
  }),

  operation.post('/company/createUser', async ({ request, response }) => {
    const admin = await authenticate(request);
    if (!admin) return response.untyped(unauthorized());
    const refusal = await userManagementRefusal(admin);
    if (refusal) return response(200).json(refusal);
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const read = await readNewUser(body);
    if ('refusal' in read) return response(200).json(read.refusal);
    const added = newUser({
      ...read.person, ...read.extras, admin: read.extras.admin ?? false, companyId: admin.companyId, role: admin.role,
      status: 'ACTIVE', password: '', temporaryPassword: true,
    });
    if ((await repositories().users.save(added)) === 'emailTaken') return response(200).json(emailInUse());
    const { user, temporaryPassword } = await invite(added, admin, request);
    return response(200).json(ok({ user: toUser(user), temporaryPassword }, `${user.email} was added and e-mailed the temporary password; you can also hand it over.`));
  }),

  operation.post('/company/createPartyAndUser', async ({ request, response }) => {
    const admin = await authenticate(request);
    if (!admin) return response.untyped(unauthorized());
    const seller = await repositories().companies.byId(admin.companyId);
    if (!admin.admin || seller?.kind !== 'SELLER') return response(200).json(fail(10303, 'Only an admin of a forwarder company can add client companies.'));
    const refusal = await userManagementRefusal(admin);
    if (refusal) return response(200).json(refusal);
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const companyBody = typeof body.company === 'object' && body.company !== null ? (body.company as Json) : null;
    const userBody = typeof body.user === 'object' && body.user !== null ? (body.user as Json) : null;
    if (!companyBody) return response(200).json(fail(90001, 'company: the client company is required.'));
    if (!userBody) return response(200).json(fail(90001, 'user: the first user is required.'));
    const companyFields = readCompanyFields(companyBody, 'company.');
    if ('problem' in companyFields) return response(200).json(fail(90001, companyFields.problem));
    const read = await readNewUser(userBody, 'user.');
    if ('refusal' in read) return response(200).json(read.refusal);

    const party = newCompany({ ...companyFields.fields, kind: 'BUYER', clientOf: seller.id });
    // The first user of a new company administers it, whatever the form said.
    const added = newUser({
      ...read.person, ...read.extras, admin: true, companyId: party.id, role: 'BUYER', status: 'ACTIVE',
      password: '', temporaryPassword: true,
    });
    // The user first: a request for the same e-mail at the same time takes it, and this one then adds no company.
    if ((await repositories().users.save(added)) === 'emailTaken') return response(200).json(emailInUse());
    await repositories().companies.save(party);
    const { user, temporaryPassword } = await invite(added, admin, request);
    return response(200).json(ok({ company: toCompany(party), user: toUser(user), temporaryPassword }, `${user.email} was added and e-mailed the temporary password; you can also hand it over.`));
  }),

  operation.post('/company/resetUserPassword', async ({ request, response }) => {
    const action = await adminActionOnUser(request);
    if ('refused' in action) return response.untyped(action.refused);
    const { admin, target } = action;
    if (target.id === admin.id) return response(200).json(fail(90001, 'id: change your own password from your account settings.'));
    const { user, temporaryPassword } = await invite(target, admin, request);
    // The old password stops working, and so do the sessions it opened.
    await revokeUserTokens(target.id);
    return response(200).json(ok({ user: toUser(user), temporaryPassword }, `${target.email} was e-mailed a new temporary password; you can also hand it over.`));
  }),

  operation.get('/company/current', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const company = await repositories().companies.byId(user.companyId);
    if (!company) return response.untyped(unauthorized());
    return response(200).json(ok(toCompany(company)));
  }),

  operation.post('/company/update', async ({ request, response }) => {
    const admin = await authenticate(request);
    if (!admin) return response.untyped(unauthorized());
    if (!admin.admin) return response(200).json(fail(10303, 'Only a company admin can edit the company.'));
    const company = await repositories().companies.byId(admin.companyId);
    if (!company) return response.untyped(unauthorized());
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const read = readCompanyFields(body);
    if ('problem' in read) return response(200).json(fail(90001, read.problem));
    const saved = { ...company, ...read.fields };
    await repositories().companies.save(saved);
    return response(200).json(ok(toCompany(saved), 'Save successfully'));
  }),

  operation.post('/user-customize/add', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    const type = text(body.customizeType) as CustomizeType;
    if (!customizeTypeValues.includes(type)) return response(200).json(fail(90001, `customizeType: use one of ${customizeTypeValues.join(', ')}.`));
    if (typeof body.customizeValue !== 'string' || !parseLayout(body.customizeValue)) {
      return response(200).json(fail(90001, 'customizeValue: a JSON list of { dataIndex, visible }.'));
    }
    // The user's layout for the type gets the new value; a first one is added.
    const existing = (await repositories().userCustomizations.ofUser(user.id)).find((r) => r.customizeType === type);
    const record = existing ?? { id: nextId('UCZ'), userId: user.id, customizeType: type, customizeValue: body.customizeValue };
    record.customizeValue = body.customizeValue;
    await repositories().userCustomizations.save(record);
    return response(200).json(ok({ ...record }));
  }),

  operation.post('/user-customize/update', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const body = await readJsonObject(request);
    if (!body) return response.untyped(badJson());
    // Another user's record answers like a missing one: ids are not a way to look into other accounts.
    const record = (await repositories().userCustomizations.ofUser(user.id)).find((r) => r.id === text(body.id));
    if (!record) return response(200).json(fail(90001, 'id: no such customisation of yours.'));
    if (typeof body.customizeValue !== 'string' || !parseLayout(body.customizeValue)) {
      return response(200).json(fail(90001, 'customizeValue: a JSON list of { dataIndex, visible }.'));
    }
    record.customizeValue = body.customizeValue;
    await repositories().userCustomizations.save(record);
    return response(200).json(ok({ ...record }));
  }),

  operation.post('/user-customize/query', async ({ request, response }) => {
    const user = await authenticate(request);
    if (!user) return response.untyped(unauthorized());
    const plan = await readPagedQuery(request, CUSTOMIZE_LIST);
    if ('refused' in plan) return response.untyped(plan.refused);
    const slice = plan.apply(await repositories().userCustomizations.ofUser(user.id));
    return response(200).json(ok({ list: slice.list.map((r) => ({ ...r })), total: slice.total }));
  }),
];
