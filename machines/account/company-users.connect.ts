/**
 * What the user admin dialogs show and can do, from the user admin machine: the add / edit form
 * (values as typed, a message id next to each field, the admin flag and whether it can change), the
 * confirmation of a status change or a password reset, the refusal or failure of a call as a message
 * id, and the notice of what was done. The dialogs render this and decide nothing.
 */
import { rememberedBy } from '../shared/remembered';
import {
  USER_FIELD_MAX,
  USER_FIELDS,
  type CompanyUsersEvent,
  type CompanyUsersSnapshot,
  type UserField,
} from './company-users.machine';

type Send = (event: CompanyUsersEvent) => void;

function createActions(send: Send) {
  const edit = Object.fromEntries(USER_FIELDS.map((field) => [field, (value: string) => send({ type: 'EDIT', field, value })])) as Record<
    UserField,
    (value: string) => void
  >;
  return {
    /** One function per field, the same ones for one `send`, so memoised fields keep their props. */
    edit,
    setAdmin: (admin: boolean) => send({ type: 'SET_ADMIN', admin }),
    submit: () => send({ type: 'SUBMIT' }),
    confirm: () => send({ type: 'CONFIRM' }),
    close: () => send({ type: 'CLOSE' }),
    dismissNotice: () => send({ type: 'DISMISS_NOTICE' }),
  };
}
const actionsFor = rememberedBy(createActions);

export function connectCompanyUsers(snapshot: CompanyUsersSnapshot, send: Send) {
  const { context } = snapshot;
  const formOpen = snapshot.matches('form');
  const confirmStatus = snapshot.matches('confirmStatus');
  const confirmReset = snapshot.matches('confirmReset');
  const busy = snapshot.hasTag('busy');
  const target = context.target;
  const editingSelf = context.mode === 'edit' && target?.id === context.selfId;
  return {
    form: {
      open: formOpen,
      /** Title and button words of the form. */
      mode: context.mode ?? 'add',
      title: context.mode === 'edit' ? 'companyUsers.form.editTitle' : 'companyUsers.form.addTitle',
      submitLabel: context.mode === 'edit' ? 'companyUsers.form.save' : 'companyUsers.form.invite',
      /** Whose account the form edits (the title names them). */
      name: context.mode === 'edit' && target ? `${target.firstName} ${target.lastName}`.trim() : '',
      values: context.values,
      admin: context.admin,
      /** The admin flag of one's own account stays on; the form says why. */
      canChangeAdmin: formOpen && !busy && snapshot.can({ type: 'SET_ADMIN', admin: !context.admin }),
      adminLockedReason: editingSelf ? 'companyUsers.form.admin.selfLocked' : null,
      /** Message id next to each field. */
      errors: context.errors,
      maxLengths: USER_FIELD_MAX,
      formError: formOpen ? context.formError : null,
      saving: formOpen && busy,
      canSubmit: snapshot.can({ type: 'SUBMIT' }),
      canClose: formOpen && snapshot.can({ type: 'CLOSE' }),
      /** Focus the first field with an error when this changes. */
      focusSeq: context.focusSeq,
    },
    confirmation: {
      open: confirmStatus || confirmReset,
      kind: confirmReset ? ('reset' as const) : context.status === 'ACTIVE' ? ('activate' as const) : ('deactivate' as const),
      /** Deactivating and resetting take something away: the action looks like it. */
      danger: !(confirmStatus && context.status === 'ACTIVE'),
      title: confirmReset
        ? 'companyUsers.confirm.reset.title'
        : context.status === 'ACTIVE'
          ? 'companyUsers.confirm.activate.title'
          : 'companyUsers.confirm.deactivate.title',
      body: confirmReset
        ? 'companyUsers.confirm.reset.body'
        : context.status === 'ACTIVE'
          ? 'companyUsers.confirm.activate.body'
          : 'companyUsers.confirm.deactivate.body',
      confirmLabel: confirmReset
        ? 'companyUsers.confirm.reset.confirm'
        : context.status === 'ACTIVE'
          ? 'companyUsers.confirm.activate.confirm'
          : 'companyUsers.confirm.deactivate.confirm',
      values: { name: target ? `${target.firstName} ${target.lastName}`.trim() : '', email: target?.email ?? '' },
      sending: (confirmStatus || confirmReset) && busy,
      error: confirmStatus || confirmReset ? context.formError : null,
      canConfirm: snapshot.can({ type: 'CONFIRM' }),
      canClose: (confirmStatus || confirmReset) && snapshot.can({ type: 'CLOSE' }),
    },
    /** What was done last (message id and values), announced on the section. */
    notice: context.notice,
    /** The id of the row the last dialog was about, where the focus goes back when it closes. */
    targetId: target?.id ?? null,
    ...actionsFor(send),
  };
}

export type CompanyUsersView = ReturnType<typeof connectCompanyUsers>;
