/**
 * The company's users as a table (a card per user below `xl`, see users-css.ts): every column of the
 * spec's User, the authority and status in words, "You" on the admin's own row, and per row the
 * actions the user admin machine offers (Edit; Activate or Deactivate; Reset password). Every action
 * button names its user, so a screen reader's list of buttons is unambiguous.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyUserListView, CompanyUserRowView } from '../../../../machines/account/company-users.list';
import type { Message } from '../../../../machines/shared/message';
import { ListTable } from '../../../components/list-table';

export interface UsersTableProps {
  columns: CompanyUserListView['columns'];
  rows: readonly CompanyUserRowView[];
  busy: boolean;
  edit: CompanyUserListView['edit'];
  askStatus: CompanyUserListView['askStatus'];
  askReset: CompanyUserListView['askReset'];
}

export const UsersTable = memo(function UsersTable({ columns, rows, busy, edit, askStatus, askReset }: UsersTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const say = (m: Message) => t(m.id, m.values);
  const labels = columns.map((c) => t(c.label));
  const actionsLabel = t('companyUsers.column.actions');
  return (
    <ListTable
      classPrefix="cu"
      label={t('companyUsers.table.label')}
      busy={busy}
      columns={columns.map((column, i) => ({ key: column.key, label: labels[i]! }))}
      trailingHeader={actionsLabel}
    >
      {rows.map((view) => {
        const { user } = view;
        const name = `${user.firstName} ${user.lastName}`.trim();
        const cell = (key: (typeof columns)[number]['key']) => {
          switch (key) {
            case 'authority':
              // One element: on a phone each cell is a label beside one value, and a second badge would take the label's place.
              return (
                <span>
                  {view.authority.map((m) => (
                    <span key={m.id} className="cu-badge">
                      {say(m)}
                    </span>
                  ))}
                </span>
              );
            case 'status':
              return (
                <span>
                  <span className="cu-badge" data-tone={user.status === 'ACTIVE' ? 'active' : 'inactive'}>
                    {say(view.status)}
                  </span>
                  {view.invited ? <span className="cu-muted"> {t('companyUsers.invited')}</span> : null}
                </span>
              );
            case 'firstName':
              return (
                <span>
                  {user.firstName}
                  {view.isSelf ? <span className="cu-badge"> {t('companyUsers.you')}</span> : null}
                </span>
              );
            default:
              return user[key] || null;
          }
        };
        return (
          <tr key={user.id} role="row" data-user-id={user.id}>
            {columns.map((column, i) => {
              const value = cell(column.key);
              return (
                <td key={column.key} role="cell" data-label={labels[i]} data-blank={value === null ? '' : undefined}>
                  {value}
                </td>
              );
            })}
            <td role="cell" data-label={actionsLabel}>
              <span className="cu-actions">
                {view.canEdit ? (
                  <button type="button" className="cu-button" id={`user-edit-${user.id}`} aria-label={t('companyUsers.action.editName', { name })} onClick={() => edit(user)}>
                    {t('companyUsers.action.edit')}
                  </button>
                ) : null}
                {view.statusAction ? (
                  <button
                    type="button"
                    className="cu-button"
                    id={`user-status-${user.id}`}
                    aria-label={t(view.statusAction.nameLabel, { name })}
                    onClick={() => askStatus(user, view.statusAction!.status)}
                  >
                    {t(view.statusAction.label)}
                  </button>
                ) : null}
                {view.canReset ? (
                  <button type="button" className="cu-button" id={`user-reset-${user.id}`} aria-label={t('companyUsers.action.resetName', { name })} onClick={() => askReset(user)}>
                    {t('companyUsers.action.reset')}
                  </button>
                ) : null}
              </span>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
});
