/**
 * The connects of the Users section, without React: built from the real machines with fake actors.
 * The table's rows offer what the user admin machine's guards allow (never a deactivation or a reset
 * of the admin's own account), the filters send the list's events and become GET /company/getUsers
 * query parameters, and the dialogs' props follow the admin machine (errors next to fields, the
 * admin flag locked on one's own account, the confirmation's words).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/api-error';
import { ResultCode } from '../../../src/api/result-codes';
import { connectCompanyUsers } from '../../../machines/account/company-users.connect';
import {
  COMPANY_USER_LIST_SPEC,
  companyUserListMachine,
  companyUsersQueryOf,
  connectCompanyUserList,
} from '../../../machines/account/company-users.list';
import { buildPagedQuery } from '../../../machines/paged-list.machine';
import { companyUsersInputOf, companyUsersMachine, type CompanyUser, type PartyCreated, type PartyInput } from '../../../machines/account/company-users.machine';

const user = (id: string, patch: Partial<CompanyUser> = {}): CompanyUser => ({
  id, firstName: 'Sam', lastName: id, email: `${id.toLowerCase()}@example.com`, phone: '+15625550101', phoneCountry: 'US', extension: '',
  role: 'BUYER', admin: false, status: 'ACTIVE', client: '', tag: '', level: 'STANDARD', createdAt: '2026-01-01T00:00:00Z', temporaryPassword: false,
  ...patch,
});
const SELF = user('SELF', { admin: true, firstName: 'Alex' });
const ACTIVE = user('ACTIVE', { temporaryPassword: true });
const INACTIVE = user('INACTIVE', { status: 'UNACTIVE' });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(saveError?: unknown, options: { seller?: boolean; partyErrors?: unknown[] } = {}) {
  const partyErrors = [...(options.partyErrors ?? [])];
  const parties: PartyInput[] = [];
  const list = createActor(
    companyUserListMachine.provide({ actors: { loadPage: fromPromise(async () => ({ list: [SELF, ACTIVE, INACTIVE], total: 3 })) } }),
    { input: { spec: COMPANY_USER_LIST_SPEC } },
  ).start();
  const admin = createActor(
    companyUsersMachine.provide({
      actors: {
        createUser: fromPromise(async () => {
          if (saveError) throw saveError;
          return { user: user('NEW', { firstName: 'Nora', lastName: 'New' }), temporaryPassword: 'k7mq-2xhd-p9tw' };
        }),
        updateUser: fromPromise(async ({ input }) => ({ ...user(input.id), ...input })),
        updateUserStatus: fromPromise(async ({ input }) => ({ ...INACTIVE, status: input.status })),
        resetUserPassword: fromPromise(async ({ input }) => ({ user: user(input.id), temporaryPassword: `reset-${input.id.toLowerCase()}-7` })),
        createPartyAndUser: fromPromise<PartyCreated, PartyInput>(async ({ input }) => {
          parties.push(input);
          const error = partyErrors.shift();
          if (error) throw error;
          const company = { ...input.company, id: 'P1', additionalAddress: input.company.additionalAddress ?? '', state: input.company.state ?? '', kind: 'BUYER' as const, allowManageUser: true };
          return { company, user: user('FIRST', { ...input.user, admin: true }), temporaryPassword: 'p4rt-y2aa-3bcd' };
        }),
      },
    }),
    { input: companyUsersInputOf({ ...SELF, role: options.seller ? 'SELLER' : 'BUYER' }) },
  ).start();
  return { list, admin, parties, view: () => connectCompanyUserList(list.getSnapshot(), list.send, admin.getSnapshot(), admin.send) };
}

describe('connectCompanyUserList', () => {
  it('offers on each row what the admin machine allows: nothing against the admin’s own account', async () => {
    const { view } = start();
    await settle();
    const [self, active, inactive] = view().rowViews;
    expect(self).toMatchObject({ isSelf: true, canEdit: true, statusAction: null, canReset: false });
    expect(self!.authority.map((m) => m.id)).toEqual(['companyUsers.role.BUYER', 'companyUsers.authority.admin']);
    expect(active).toMatchObject({ isSelf: false, invited: true, canReset: true, statusAction: { status: 'UNACTIVE', label: 'companyUsers.action.deactivate' } });
    expect(inactive).toMatchObject({ status: { id: 'companyUsers.status.UNACTIVE' }, statusAction: { status: 'ACTIVE', nameLabel: 'companyUsers.action.activateName' } });
    expect(view().columns.map((c) => c.key)).toEqual(['firstName', 'lastName', 'email', 'phone', 'extension', 'authority', 'status', 'client', 'tag', 'level']);
    expect(view().canAdd).toBe(true);
  });

  it('turns the filters into list events and the query into getUsers parameters', async () => {
    const { list, view } = start();
    await settle();
    view().setAuthorityFilter('true');
    view().setStatusFilter('UNACTIVE');
    view().setSearch('  lee ');
    expect(view()).toMatchObject({ authorityFilter: 'true', statusFilter: 'UNACTIVE', search: '  lee ' });
    const query = buildPagedQuery({ ...list.getSnapshot().context, search: '  lee ' }, COMPANY_USER_LIST_SPEC);
    expect(companyUsersQueryOf(query)).toEqual({ pageNumber: 0, pageSize: 20, status: 'UNACTIVE', admin: true, keyword: 'lee' });
    view().setAuthorityFilter('');
    expect(view().authorityFilter).toBe('');
    expect(companyUsersQueryOf(buildPagedQuery(list.getSnapshot().context, COMPANY_USER_LIST_SPEC))).not.toHaveProperty('admin');
  });

  it('sends the admin machine’s events from the row actions, and no dialog opens over another', async () => {
    const { admin, view } = start();
    await settle();
    const send = vi.spyOn(admin, 'send');
    view().askStatus(ACTIVE, 'UNACTIVE');
    expect(send).toHaveBeenCalledWith({ type: 'ASK_STATUS', user: ACTIVE, status: 'UNACTIVE' });
    expect(view().canAdd).toBe(false);
    expect(view().rowViews.every((r) => !r.canEdit && !r.canReset && r.statusAction === null)).toBe(true);
  });
});

describe('connectCompanyUsers', () => {
  it('shows the rules next to the fields, keeps what was typed, and puts 10302 next to the e-mail', async () => {
    const { admin } = start(new ApiError('business', 200, ResultCode.EMAIL_IN_USE, 'in use'));
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    view().edit.firstName('Nora');
    admin.send({ type: 'OPEN_ADD' });
    view().edit.firstName('Nora');
    view().submit();
    expect(view().form.errors).toMatchObject({ lastName: 'companyUsers.form.lastName.required', phone: 'companyUsers.form.phone.required' });
    expect(view().form.errors.firstName).toBeUndefined();
    for (const [field, value] of [['lastName', 'New'], ['email', 'nora@example.com'], ['phoneCountry', 'US'], ['phone', '5625550777']] as const) view().edit[field](value);
    view().submit();
    expect(view().form.saving).toBe(true);
    await settle();
    expect(view().form).toMatchObject({ open: true, saving: false, errors: { email: 'companyUsers.form.email.inUse' }, formError: null });
    expect(view().form.values).toMatchObject({ firstName: 'Nora', phone: '5625550777' });
    // Closed and opened again: the add draft is still there.
    view().close();
    admin.send({ type: 'OPEN_ADD' });
    expect(view().form.values.firstName).toBe('Nora');
  });

  it('locks the admin flag of the admin’s own account, and not of another user', () => {
    const { admin } = start();
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    admin.send({ type: 'OPEN_EDIT', user: SELF });
    expect(view().form).toMatchObject({ open: true, mode: 'edit', admin: true, canChangeAdmin: false, adminLockedReason: 'companyUsers.form.admin.selfLocked', title: 'companyUsers.form.editTitle' });
    view().setAdmin(false);
    expect(view().form.admin).toBe(true);
    view().close();
    admin.send({ type: 'OPEN_EDIT', user: ACTIVE });
    expect(view().form).toMatchObject({ canChangeAdmin: true, adminLockedReason: null });
  });

  it('words each confirmation and announces what was done', async () => {
    const { admin } = start();
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    admin.send({ type: 'ASK_STATUS', user: INACTIVE, status: 'ACTIVE' });
    expect(view().confirmation).toMatchObject({ open: true, kind: 'activate', danger: false, title: 'companyUsers.confirm.activate.title', canConfirm: true });
    view().confirm();
    expect(view().confirmation.sending).toBe(true);
    await settle();
    expect(view().confirmation.open).toBe(false);
    expect(view().notice).toEqual({ id: 'companyUsers.notice.activated', values: { name: 'Sam INACTIVE' } });
    admin.send({ type: 'ASK_RESET', user: ACTIVE });
    expect(view().confirmation).toMatchObject({ kind: 'reset', danger: true, confirmLabel: 'companyUsers.confirm.reset.confirm', values: { email: 'active@example.com' } });
    expect(view().notice).toBeNull();
  });
});

describe('adding a client company (a seller admin)', () => {
  const business = (code: number, message: string) => new ApiError('business', 200, code, message);
  const fillParty = (view: () => ReturnType<typeof connectCompanyUsers>) => {
    const { company, user: first } = view().editParty;
    company.legalName('Harbor Imports Ltd');
    company.address('1 Pier Rd');
    company.city('Oakland');
    company.country('US');
    company.zip('94607');
    first.firstName('Cleo');
    first.lastName('Client');
    first.email('cleo@example.com');
    first.phoneCountry('US');
    first.phone('(562) 555-0999');
  };

  it('is offered to a seller admin only, and not over another dialog', async () => {
    const buyer = start();
    await settle();
    expect(buyer.view()).toMatchObject({ partyOffered: false, canAddParty: false });
    buyer.admin.send({ type: 'OPEN_PARTY' });
    expect(connectCompanyUsers(buyer.admin.getSnapshot(), buyer.admin.send).party.open).toBe(false);

    const seller = start(undefined, { seller: true });
    await settle();
    expect(seller.view()).toMatchObject({ partyOffered: true, canAddParty: true });
    seller.view().add();
    expect(seller.view().canAddParty).toBe(false);
    seller.admin.send({ type: 'CLOSE' });
    seller.view().addParty();
    expect(connectCompanyUsers(seller.admin.getSnapshot(), seller.admin.send).party).toMatchObject({ open: true, canSubmit: true, canClose: true });
    expect(seller.view().canAdd).toBe(false);
  });

  it('shows the company’s and the user’s rules next to their fields, and sends a complete party only', () => {
    const { admin, parties } = start(undefined, { seller: true });
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    admin.send({ type: 'OPEN_PARTY' });
    const seq = view().party.focusSeq;
    view().editParty.company.country('us');
    view().submit();
    expect(view().party.companyErrors).toMatchObject({ legalName: 'companyUsers.party.legalName.required', country: 'companyUsers.party.country.country', zip: 'companyUsers.party.zip.required' });
    expect(view().party.companyErrors.state).toBeUndefined();
    expect(view().party.userErrors).toMatchObject({ firstName: 'companyUsers.form.firstName.required', phone: 'companyUsers.form.phone.required' });
    expect(view().party.focusSeq).toBe(seq + 1);
    expect(parties).toEqual([]);
    view().editParty.company.legalName('H');
    expect(view().party.companyErrors.legalName).toBeUndefined();
  });

  it('puts each refusal where it belongs, keeps what was typed, and names the company and user when done', async () => {
    const { admin, parties } = start(undefined, {
      seller: true,
      partyErrors: [
        business(ResultCode.EMAIL_IN_USE, 'in use'),
        business(ResultCode.VALIDATION_FAILED, 'company.zip: at most 20 characters.'),
        business(ResultCode.VALIDATION_FAILED, 'user: the first user is required.'),
        business(ResultCode.ROLE_FORBIDDEN, 'not a seller'),
        business(ResultCode.USER_MANAGEMENT_DISABLED, 'off'),
      ],
    });
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    admin.send({ type: 'OPEN_PARTY' });
    fillParty(view);
    const expected: [Partial<ReturnType<typeof view>['party']>, string][] = [
      [{ userErrors: { email: 'companyUsers.form.email.inUse' }, formError: null }, 'user.email'],
      [{ companyErrors: { zip: 'companyUsers.form.rejected' }, formError: null }, 'company.zip'],
      [{ formError: 'companyUsers.party.error.rejected' }, ''],
      [{ formError: 'companyUsers.party.error.notSeller' }, ''],
      [{ formError: 'companyUsers.error.managementOff' }, ''],
    ];
    for (const [party] of expected) {
      view().submit();
      expect(view().party.saving).toBe(true);
      await settle();
      expect(view().party).toMatchObject({ open: true, saving: false, ...party });
      expect(view().party.values.company.legalName).toBe('Harbor Imports Ltd');
      expect(view().party.values.user.phone).toBe('(562) 555-0999');
    }
    view().submit();
    await settle();
    expect(parties.at(-1)).toEqual({
      company: { legalName: 'Harbor Imports Ltd', address: '1 Pier Rd', additionalAddress: '', city: 'Oakland', state: '', country: 'US', zip: '94607' },
      user: { firstName: 'Cleo', lastName: 'Client', email: 'cleo@example.com', phone: '+15625550999', phoneCountry: 'US', extension: '', admin: true, client: '', tag: '', level: '' },
    });
    expect(view().party.open).toBe(false);
    expect(view().notice).toEqual({ id: 'companyUsers.notice.partyCreated', values: { company: 'Harbor Imports Ltd', name: 'Cleo Client', email: 'cleo@example.com' } });
    expect(view().handover).toEqual({ name: 'Cleo Client', firstName: 'Cleo', email: 'cleo@example.com', password: 'p4rt-y2aa-3bcd' });
    // Done: the next party starts empty.
    admin.send({ type: 'OPEN_PARTY' });
    expect(view().party.values.company.legalName).toBe('');
    expect(view().handover).toBeNull();
  });
});

describe('the temporary password to hand over', () => {
  const fillAdd = (view: () => ReturnType<typeof connectCompanyUsers>) => {
    for (const [field, value] of [['firstName', 'Nora'], ['lastName', 'New'], ['email', 'nora@example.com'], ['phoneCountry', 'US'], ['phone', '5625550777']] as const) {
      view().edit[field](value);
    }
  };

  it('is in the view after an invitation, with whom it is for and where it was e-mailed, and gone once dismissed', async () => {
    const { admin } = start();
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    expect(view().handover).toBeNull();
    admin.send({ type: 'OPEN_ADD' });
    fillAdd(view);
    view().submit();
    expect(view().handover).toBeNull();
    await settle();
    expect(view().form.open).toBe(false);
    expect(view().handover).toEqual({ name: 'Nora New', firstName: 'Nora', email: 'new@example.com', password: 'k7mq-2xhd-p9tw' });
    expect(admin.getSnapshot().context.notice?.handover?.password).toBe('k7mq-2xhd-p9tw');
    view().dismissNotice();
    expect(view().handover).toBeNull();
    expect(view().notice).toBeNull();
    expect(JSON.stringify(admin.getSnapshot().context)).not.toContain('k7mq-2xhd-p9tw');
  });

  it('is in the view after a reset, and gone at the admin’s next action', async () => {
    const { admin } = start();
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    admin.send({ type: 'ASK_RESET', user: ACTIVE });
    view().confirm();
    await settle();
    expect(view().confirmation.open).toBe(false);
    expect(view().handover).toEqual({ name: 'Sam ACTIVE', firstName: 'Sam', email: 'active@example.com', password: 'reset-active-7' });
    admin.send({ type: 'OPEN_EDIT', user: INACTIVE });
    expect(view().handover).toBeNull();
  });

  it('is not given by a refused invitation', async () => {
    const { admin } = start(new ApiError('business', 200, ResultCode.EMAIL_IN_USE, 'in use'));
    const view = () => connectCompanyUsers(admin.getSnapshot(), admin.send);
    admin.send({ type: 'OPEN_ADD' });
    fillAdd(view);
    view().submit();
    await settle();
    expect(view().form.open).toBe(true);
    expect(view().handover).toBeNull();
  });
});
