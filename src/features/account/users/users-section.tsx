/**
 * Account Setting, Users (spec sections 2, 5 and 6; docs/decisions/016, 135-139): the company admin's
 * table of the company's users (search, filters by status and authority, pages, kept in the URL),
 * Add user, Edit, Activate / Deactivate and Reset password, each change after its dialog (an added or
 * reset user's temporary password is shown to the admin once, decision 211); an admin of a SELLER
 * company also adds a client company and its first user (decision 138). The Account Setting page
 * renders this only for a company admin whose company allows user management.
 *
 * Two machines run here: the paged list (machines/account/company-users.list.ts) and the user admin
 * machine (machines/account/company-users.machine.ts). Their connects decide; the section renders and
 * wires the admin machine's outcomes to the list through `adminReachesList`.
 */
import { chakra, HStack, Spinner, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connectCompanyUsers, samePartyView } from '../../../../machines/account/company-users.connect';
import {
  adminReachesList,
  COMPANY_USER_LIST_SPEC,
  companyUserListMachine,
  connectCompanyUserList,
} from '../../../../machines/account/company-users.list';
import { companyUsersInputOf, companyUsersMachine, type CompanyUsersInput } from '../../../../machines/account/company-users.machine';
import { selectUser } from '../../../../machines/session.machine';
import { useAppActors } from '../../../app/app-services';
import { useSessionSelector } from '../../../app/session.context';
import { ListSearch } from '../../../components/list-toolbar';
import { ListMessages, ListStatus } from '../../../components/list-states';
import { listPagerProps } from '../../../components/list-pager-props';
import { ConfirmUserDialog } from './confirm-user-dialog';
import { PartyFormDialog } from './party-form-dialog';
import { TemporaryPasswordPanel } from './temporary-password-panel';
import { UserFormDialog } from './user-form-dialog';
import { usersCss } from './users-css';
import { ListPager } from '../../..//components/list-pager';
import { UsersTable } from './users-table';
import { useListAddress } from '../../../app/use-list-address';

export function UsersSection() {
  const intl = useIntl();
  const self = useSessionSelector(selectUser);
  return (
    <chakra.section css={usersCss} colorPalette="brand" aria-labelledby="company-users-heading">
      <chakra.h2 id="company-users-heading" textStyle="xl" fontWeight="semibold">
        {intl.formatMessage({ id: 'companyUsers.heading' })}
      </chakra.h2>
      <Text color="fg.muted">{intl.formatMessage({ id: 'companyUsers.intro' })}</Text>
      {/* Which row is the admin's own decides what it offers: wait for the user record. */}
      {self ? (
        <Users key={self.id} input={companyUsersInputOf(self)} />
      ) : (
        <HStack role="status" gap="3" py="4">
          <Spinner size="sm" />
          <Text>{intl.formatMessage({ id: 'companyUsers.list.loading' })}</Text>
        </HStack>
      )}
    </chakra.section>
  );
}

const rowControl = (prefixes: readonly string[], id: string | null) => () => {
  if (!id) return document.getElementById('company-users-add');
  for (const prefix of prefixes) {
    const element = document.getElementById(`${prefix}${id}`);
    if (element) return element;
  }
  return document.getElementById('company-users-add');
};

const SEARCH_MESSAGES = { label: 'companyUsers.search.label', hint: 'companyUsers.search.hint' };
const STATUS_MESSAGES = { loading: 'companyUsers.list.loading', refreshing: 'companyUsers.list.refreshing', range: 'companyUsers.list.range' };
const LIST_MESSAGES = { retry: 'companyUsers.list.retry', noMatch: 'companyUsers.list.noMatch', clearFilters: 'companyUsers.filter.clear', clearSearch: 'companyUsers.clearSearch' };

function Users({ input }: { input: CompanyUsersInput }) {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values), [intl]);
  const { loadPage, createUser, updateUser, updateUserStatus, resetUserPassword, createPartyAndUser } = useAppActors().companyUsers;
  const location = useLocation();

  const listMachine = useMemo(() => companyUserListMachine.provide({ actors: { loadPage } }), [loadPage]);
  const listActor = useActorRef(listMachine, { input: { spec: COMPANY_USER_LIST_SPEC, url: location.search } });
  useListAddress(listActor, COMPANY_USER_LIST_SPEC);

  const adminMachine = useMemo(
    () =>
      companyUsersMachine.provide({
        actors: { createUser, updateUser, updateUserStatus, resetUserPassword, createPartyAndUser },
        actions: adminReachesList(listActor),
      }),
    [createUser, updateUser, updateUserStatus, resetUserPassword, createPartyAndUser, listActor],
  );
  const adminActor = useActorRef(adminMachine, { input });
  const adminSnapshot = useSelector(adminActor, (s) => s);
  const list = connectCompanyUserList(useSelector(listActor, (s) => s), listActor.send, adminSnapshot, adminActor.send);

  return (
    <>
      <div className="cu-toolbar">
        <ListSearch classPrefix="cu" id="company-users-search" messages={SEARCH_MESSAGES} search={list.search} setSearch={list.setSearch} />
        <div className="cu-field">
          <label htmlFor="company-users-status">{t('companyUsers.filter.status')}</label>
          <select id="company-users-status" value={list.statusFilter} onChange={(e) => list.setStatusFilter(e.currentTarget.value)}>
            <option value="">{t('companyUsers.filter.anyStatus')}</option>
            {list.statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="cu-field">
          <label htmlFor="company-users-authority">{t('companyUsers.filter.authority')}</label>
          <select id="company-users-authority" value={list.authorityFilter} onChange={(e) => list.setAuthorityFilter(e.currentTarget.value)}>
            <option value="">{t('companyUsers.filter.anyAuthority')}</option>
            {list.authorityOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" id="company-users-add" className="cu-primary" disabled={!list.canAdd} onClick={list.add}>
          {t('companyUsers.add')}
        </button>
        {list.partyOffered ? (
          <button type="button" id="company-users-add-party" className="cu-button" disabled={!list.canAddParty} onClick={list.addParty}>
            {t('companyUsers.addParty')}
          </button>
        ) : null}
      </div>

      <AdminNotice actor={adminActor} />

      <ListStatus classPrefix="cu" className="cu-status" messages={STATUS_MESSAGES} list={list} />

      <ListMessages
        classPrefix="cu"
        messages={LIST_MESSAGES}
        list={list}
        empty={list.noUsers ? 'companyUsers.list.empty' : null}
      />

      {list.rowViews.length > 0 ? (
        <>
          <UsersTable columns={list.columns} rows={list.rowViews} busy={list.isRefreshing} edit={list.edit} askStatus={list.askStatus} askReset={list.askReset} />
          <ListPager
            id="company-users-page"
            classPrefix="cu"
            messagePrefix="companyUsers"
            {...listPagerProps(list)}
          />
        </>
      ) : null}

      <AdminDialogs actor={adminActor} />
      {list.partyOffered ? <PartyDialog actor={adminActor} /> : null}
    </>
  );
}

type AdminActor = ActorRefFrom<typeof companyUsersMachine>;

/** What was done last, announced, with the temporary password to hand over; subscribed to the admin machine on its own. */
function AdminNotice({ actor }: { actor: AdminActor }) {
  const intl = useIntl();
  const view = connectCompanyUsers(useSelector(actor, (s) => s), actor.send);
  return (
    <div role="status" aria-live="polite">
      {view.notice ? (
        <div className="cu-notice">
          <Text>{intl.formatMessage({ id: view.notice.id }, view.notice.values)}</Text>
          {view.handover ? <TemporaryPasswordPanel handover={view.handover} /> : null}
          <button type="button" className="cu-button" onClick={view.dismissNotice}>
            {intl.formatMessage({ id: 'companyUsers.notice.dismiss' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The party form, subscribed on its own: typing in it re-renders it alone, and typing elsewhere does not. */
function PartyDialog({ actor }: { actor: AdminActor }) {
  const view = connectCompanyUsers(useSelector(actor, (s) => s, samePartyView), actor.send);
  return <PartyFormDialog party={view.party} edit={view.editParty} submit={view.submit} close={view.close} finalFocus={partyFocus} />;
}
const partyFocus = () => document.getElementById('company-users-add-party');

/** The form and the confirmation; typing in the form re-renders the dialogs alone. */
function AdminDialogs({ actor }: { actor: AdminActor }) {
  const view = connectCompanyUsers(useSelector(actor, (s) => s), actor.send);
  const targetId = view.targetId;
  const formFocus = useMemo(() => rowControl(['user-edit-'], view.form.mode === 'edit' ? targetId : null), [view.form.mode, targetId]);
  const confirmFocus = useMemo(() => rowControl(['user-status-', 'user-reset-', 'user-edit-'], targetId), [targetId]);
  return (
    <>
      <UserFormDialog form={view.form} edit={view.edit} setAdmin={view.setAdmin} submit={view.submit} close={view.close} finalFocus={formFocus} />
      <ConfirmUserDialog confirmation={view.confirmation} confirm={view.confirm} close={view.close} finalFocus={confirmFocus} />
    </>
  );
}
