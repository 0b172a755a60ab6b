/**
 * What the user admin dialogs show and can do, from the user admin machine: the add / edit form
 * (values as typed, a message id next to each field, the admin flag and whether it can change), the
 * confirmation of a status change or a password reset, the refusal or failure of a call as a message
 * id, the notice of what was done and the temporary password to hand over. The dialogs render this and
 * decide nothing.
 *
 * The party form (a seller admin's client company and its first user) has its own part, `party`,
 * its fields keyed as the machine's (`company.legalName`, `user.email`).
 */
import { rememberedBy } from '../shared/remembered';
import { COMPANY_FIELDS, type CompanyField } from './company.machine';
import {
  PARTY_COMPANY_MAX,
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
  const editParty = {
    company: Object.fromEntries(
      COMPANY_FIELDS.map((field) => [field, (value: string) => send({ type: 'EDIT_PARTY', field: `company.${field}`, value })]),
    ) as Record<CompanyField, (value: string) => void>,
    user: Object.fromEntries(USER_FIELDS.map((field) => [field, (value: string) => send({ type: 'EDIT_PARTY', field: `user.${field}`, value })])) as Record<
      UserField,
      (value: string) => void
    >,
  };
  return {
    /** One function per field, the same ones for one `send`, so memoised fields keep their props. */
    edit,
    editParty,
    setAdmin: (admin: boolean) => send({ type: 'SET_ADMIN', admin }),
    submit: () => send({ type: 'SUBMIT' }),
    confirm: () => send({ type: 'CONFIRM' }),
    close: () => send({ type: 'CLOSE' }),
    dismissNotice: () => send({ type: 'DISMISS_NOTICE' }),
  };
}
const actionsFor = rememberedBy(createActions);

/** The party form's part of the view (a client company and its first user). */
function partyViewOf(snapshot: CompanyUsersSnapshot) {
  const { context } = snapshot;
  const open = snapshot.matches('partyForm');
  return {
    open,
    values: context.party,
    /** Message ids next to the fields, per part. */
    companyErrors: Object.fromEntries(COMPANY_FIELDS.map((f) => [f, context.partyErrors[`company.${f}`]])) as Partial<Record<CompanyField, string>>,
    userErrors: Object.fromEntries(USER_FIELDS.map((f) => [f, context.partyErrors[`user.${f}`]])) as Partial<Record<UserField, string>>,
    companyMaxLengths: PARTY_COMPANY_MAX,
    userMaxLengths: USER_FIELD_MAX,
    formError: open ? context.formError : null,
    saving: open && snapshot.hasTag('busy'),
    canSubmit: open && snapshot.can({ type: 'SUBMIT' }),
    canClose: open && snapshot.can({ type: 'CLOSE' }),
    focusSeq: context.focusSeq,
  };
}

/**
 * Whether the party dialog shows the same for two snapshots: it subscribes with this, so typing in
 * another dialog does not re-render it (a closed dialog still costs a render of its root).
 */
export function samePartyView(a: CompanyUsersSnapshot, b: CompanyUsersSnapshot): boolean {
  if (a === b) return true;
  const [x, y] = [partyViewOf(a), partyViewOf(b)];
  return (
    x.open === y.open && x.values === y.values && a.context.partyErrors === b.context.partyErrors && x.formError === y.formError &&
    x.saving === y.saving && x.canSubmit === y.canSubmit && x.canClose === y.canClose && x.focusSeq === y.focusSeq
  );
}

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
    party: partyViewOf(snapshot),
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
    /** What was done last (message id and values), announced on the section; its password is `handover`. */
    notice: context.notice && { id: context.notice.id, values: context.notice.values },
    /**
     * The temporary password the last invitation or reset answered and e-mailed, with whom it is for: shown once,
     * beside the notice, until dismissed with it (`dismissNotice`) or the admin's next action.
     */
    handover: context.notice?.handover ?? null,
    /** The id of the row the last dialog was about, where the focus goes back when it closes. */
    targetId: target?.id ?? null,
    ...actionsFor(send),
  };
}

export type CompanyUsersView = ReturnType<typeof connectCompanyUsers>;
