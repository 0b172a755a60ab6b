/** The actors of Account Setting: profile and my company (machines/account/), built on the one API client. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import type { CurrentUser, ProfileRequest } from '../../../machines/account/profile.machine';
import type { Company, CompanyRequest } from '../../../machines/account/company.machine';
import { singleFlight } from './single-flight';

export function createAccountActors(client: ApiClient) {
  // StrictMode starts the section's machine twice: both join the one request on its way.
  const loadCompany = singleFlight<void, Company>(() => call(client.GET('/company/current')));

  return {
    saveProfile: fromPromise<CurrentUser, ProfileRequest>(({ input, signal }) => call(client.POST('/user/save', { body: input, signal }))),
    loadCompany: fromPromise<Company, void>(() => loadCompany()),
    saveCompany: fromPromise<Company, CompanyRequest>(({ input, signal }) => call(client.POST('/company/update', { body: input, signal }))),
  };
}

export type AccountActors = ReturnType<typeof createAccountActors>;
