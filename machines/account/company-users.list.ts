/**
 * The table of the company's users (spec section 3, User: first name, last name, e-mail, phone,
 * extension, authority/role, active or unactive, client, tag, level; docs/decisions/135): what the
 * paged-list machine filters and searches it by, how its paged query becomes the query parameters of
 * GET /company/getUsers, its columns, what each row offers (read from the user admin machine's
 * guards), and the connect that gives the section all of it. The section renders this and decides
 * nothing.
 */
import { roleValues, userStatusValues } from '../../src/api/schema.gen';
import { connectPagedList } from '../paged-list.connect';
import { createPagedListMachine, type PagedListEvent, type PagedListSnapshot, type PagedListSpec } from '../paged-list.machine';
import type { PagedQuery } from '../paged-list.url';
import type { CompanyUser, CompanyUsersEvent, CompanyUsersSnapshot, UserStatus } from './company-users.machine';
import type { Message } from '../shared/message';

/** Filter keys are also the URL parameters (decision 096): `?status=UNACTIVE&admin=true&q=lee`. */
export const COMPANY_USER_FILTERS = {
  status: { kind: 'enum', property: 'status', operator: 'EQUAL', values: userStatusValues },
  admin: { kind: 'boolean', property: 'admin', operator: 'EQUAL' },
} as const satisfies PagedListSpec['filters'];

export const COMPANY_USER_LIST_SPEC: PagedListSpec = {
  filters: COMPANY_USER_FILTERS,
  // GET /company/getUsers answers newest first and sorts by nothing else.
  sortable: [],
  // First name, last name, full name or e-mail.
  search: { property: 'keyword' },
};

/** A failure to load reads `companyUsers.list.load.network`, `.timeout`, ... */
export const COMPANY_USER_LIST_MESSAGES = 'companyUsers.list.load';

export const companyUserListMachine = createPagedListMachine<CompanyUser>();
export type CompanyUserListSnapshot = PagedListSnapshot<CompanyUser>;
export type CompanyUserListEvent = PagedListEvent<CompanyUser>;

/** The query parameters of GET /company/getUsers for the list's paged query. */
export interface CompanyUsersQuery {
  pageNumber: number;
  pageSize: number;
  keyword?: string;
  status?: UserStatus;
  admin?: boolean;
}

export function companyUsersQueryOf(query: PagedQuery): CompanyUsersQuery {
  const params: CompanyUsersQuery = { pageNumber: query.pageNumber, pageSize: query.pageSize };
  for (const condition of query.queryConditions ?? []) {
    const value = condition.condition;
    if (condition.property === 'keyword' && typeof value === 'string') params.keyword = value;
    if (condition.property === 'status' && (userStatusValues as readonly unknown[]).includes(value)) params.status = value as UserStatus;
    if (condition.property === 'admin' && typeof value === 'boolean') params.admin = value;
  }
  return params;
}

export type ColumnKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'extension' | 'authority' | 'status' | 'client' | 'tag' | 'level';
export const COMPANY_USER_COLUMNS: readonly { key: ColumnKey; label: string }[] = (
  ['firstName', 'lastName', 'email', 'phone', 'extension', 'authority', 'status', 'client', 'tag', 'level'] as const
).map((key) => ({ key, label: `companyUsers.column.${key}` }));

/** "Shipper · Admin": the company's kind and the authority inside it. */
export function authorityMessages(user: Pick<CompanyUser, 'role' | 'admin'>): Message[] {
  const role: Message = (roleValues as readonly string[]).includes(user.role)
    ? { id: `companyUsers.role.${user.role}` }
    : { id: 'companyUsers.unknownValue', values: { value: user.role } };
  return [role, { id: user.admin ? 'companyUsers.authority.admin' : 'companyUsers.authority.member' }];
}

export function statusMessage(status: string): Message {
  return (userStatusValues as readonly string[]).includes(status)
    ? { id: `companyUsers.status.${status}` }
    : { id: 'companyUsers.unknownValue', values: { value: status } };
}

/** One row as the table shows it, with what it offers. */
export interface CompanyUserRowView {
  user: CompanyUser;
  authority: Message[];
  status: Message;
  /** The signed-in admin's own row: it offers neither deactivation nor a password reset. */
  isSelf: boolean;
  /** The user still holds the temporary password of an invitation. */
  invited: boolean;
  canEdit: boolean;
  /** The status the row's status button asks for, or null when the row offers none. */
  statusAction: StatusAction | null;
  canReset: boolean;
}

/** The status a row's button asks for, its word, and its accessible name naming the user (`{name}`). */
export interface StatusAction {
  status: UserStatus;
  label: string;
  nameLabel: string;
}
const STATUS_ACTION: Record<UserStatus, StatusAction> = {
  ACTIVE: { status: 'UNACTIVE', label: 'companyUsers.action.deactivate', nameLabel: 'companyUsers.action.deactivateName' },
  UNACTIVE: { status: 'ACTIVE', label: 'companyUsers.action.activate', nameLabel: 'companyUsers.action.activateName' },
};

export interface Option {
  value: string;
  /** Message id. */
  label: string;
}
export const STATUS_OPTIONS: readonly Option[] = userStatusValues.map((value) => ({ value, label: `companyUsers.status.${value}` }));
export const AUTHORITY_OPTIONS: readonly Option[] = [
  { value: 'true', label: 'companyUsers.authority.admin' },
  { value: 'false', label: 'companyUsers.authority.member' },
];

/**
 * The actions by which the user admin machine reaches the table: a new user reloads the page of the
 * list (newest first, so it heads the first page); a changed user replaces its row in place.
 */
export function adminReachesList(list: { send: (event: CompanyUserListEvent) => void }) {
  return {
    userCreated: () => list.send({ type: 'RELOAD' }),
    userChanged: (_: unknown, params: { user: CompanyUser }) => list.send({ type: 'REPLACE_ROW', row: params.user }),
  };
}

/**
 * What the users table shows and can do: the paged list, the filters by status and authority, the
 * empty and no-match states, and for each row what it offers, as the user admin machine's guards
 * answer it (the admin's own row offers no deactivation and no reset).
 */
export function connectCompanyUserList(
  list: CompanyUserListSnapshot,
  sendList: (event: CompanyUserListEvent) => void,
  admin: CompanyUsersSnapshot,
  sendAdmin: (event: CompanyUsersEvent) => void,
) {
  const view = connectPagedList(list, sendList, { messagePrefix: COMPANY_USER_LIST_MESSAGES });
  const { filters } = list.context;
  const searching = list.context.search.trim() !== '';
  const empty = view.status === 'empty';
  const selfId = admin.context.selfId;
  const rowViews: CompanyUserRowView[] = view.rows.map((user) => {
    const action = STATUS_ACTION[user.status] ?? null;
    return {
      user,
      authority: authorityMessages(user),
      status: statusMessage(user.status),
      isSelf: user.id === selfId,
      invited: user.temporaryPassword,
      canEdit: admin.can({ type: 'OPEN_EDIT', user }),
      statusAction: action && admin.can({ type: 'ASK_STATUS', user, status: action.status }) ? action : null,
      canReset: admin.can({ type: 'ASK_RESET', user }),
    };
  });
  const adminFilter = filters.admin;
  return {
    ...view,
    columns: COMPANY_USER_COLUMNS,
    rowViews,
    /** The add button works (no dialog is open). */
    canAdd: admin.can({ type: 'OPEN_ADD' }),
    /** An admin of a SELLER company is offered "Add client company"; a buyer admin is not. */
    partyOffered: admin.context.seller,
    canAddParty: admin.context.seller && admin.can({ type: 'OPEN_PARTY' }),
    statusOptions: STATUS_OPTIONS,
    authorityOptions: AUTHORITY_OPTIONS,
    /** The filters as the selects show them ('' = any). */
    statusFilter: typeof filters.status === 'string' ? filters.status : '',
    authorityFilter: typeof adminFilter === 'boolean' ? String(adminFilter) : '',
    searching,
    /** No user matches the search or the filters: clear them. */
    noMatch: empty && (view.hasFilters || searching),
    /** The company has no users to show at all (only while the list is unfiltered). */
    noUsers: empty && !view.hasFilters && !searching,
    setStatusFilter: (value: string) => sendList({ type: 'SET_FILTER', key: 'status', value: value || null }),
    setAuthorityFilter: (value: string) =>
      sendList({ type: 'SET_FILTER', key: 'admin', value: value === 'true' ? true : value === 'false' ? false : null }),
    clearSearch: () => sendList({ type: 'SET_SEARCH', text: '' }),
    add: () => sendAdmin({ type: 'OPEN_ADD' }),
    addParty: () => sendAdmin({ type: 'OPEN_PARTY' }),
    edit: (user: CompanyUser) => sendAdmin({ type: 'OPEN_EDIT', user }),
    askStatus: (user: CompanyUser, status: UserStatus) => sendAdmin({ type: 'ASK_STATUS', user, status }),
    askReset: (user: CompanyUser) => sendAdmin({ type: 'ASK_RESET', user }),
  };
}

export type CompanyUserListView = ReturnType<typeof connectCompanyUserList>;
