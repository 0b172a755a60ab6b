/**
 * The actors of the company admin's users (machines/account/company-users.*): the table's pages over
 * GET /company/getUsers and the admin's calls (create, edit, status, password reset, a client company
 * and its first user), built on the one API client.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { PageOf } from '../../../machines/paged-list.machine';
import type { PagedQuery } from '../../../machines/paged-list.url';
import { companyUsersQueryOf } from '../../../machines/account/company-users.list';
import type {
  CompanyUser,
  PartyCreated,
  PartyInput,
  UpdateUserInput,
  UserInput,
  UserInvitation,
  UserStatusInput,
} from '../../../machines/account/company-users.machine';
import { singleFlight } from './single-flight';

export function createCompanyUsersActors(client: ApiClient) {
  // Not tied to the actor's signal (as the shipment list): a restarted list takes the answer already on its way.
  const list = singleFlight((query: PagedQuery) => call(client.GET('/company/getUsers', { params: { query: companyUsersQueryOf(query) } })));
  return {
    /** One page of GET /company/getUsers for the paged-list machine. */
    loadPage: fromPromise<PageOf<CompanyUser>, PagedQuery>(({ input }) => list(input)),
    // Not aborted when the dialog's actor stops: a change on its way is the admin's decision.
    createUser: fromPromise<UserInvitation, UserInput>(({ input }) => call(client.POST('/company/createUser', { body: input }))),
    updateUser: fromPromise<CompanyUser, UpdateUserInput>(({ input }) => call(client.POST('/user/update', { body: input }))),
    updateUserStatus: fromPromise<CompanyUser, UserStatusInput>(({ input }) => call(client.POST('/user/updateStatus', { body: input }))),
    createPartyAndUser: fromPromise<PartyCreated, PartyInput>(({ input }) => call(client.POST('/company/createPartyAndUser', { body: input }))),
    resetUserPassword: fromPromise<UserInvitation, { id: string }>(({ input }) =>
      call(client.POST('/company/resetUserPassword', { body: { id: input.id } })),
    ),
  };
}

export type CompanyUsersActors = ReturnType<typeof createCompanyUsersActors>;
