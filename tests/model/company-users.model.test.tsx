/**
 * Model-based test of the user admin machine (machines/account/company-users.machine.ts). The REAL
 * machine is traversed with getShortestPaths: what the admin does are its events, and the server's
 * answers are explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events (one business code
 * per error path). Each path then drives a real actor whose calls a fake backend answers as the path
 * says, and checks at every step that the actor is where the path says, that the dialogs' props (the
 * connect) equal those of the machine's pure transitions, and the rules that hold everywhere: the
 * admin's own account is never deactivated, reset or demoted, a call is only made from a valid form,
 * and nothing typed is lost on an error, and a temporary password is held only after the call that
 * answered it, until the next step that is not that call. The admin is a SELLER's, so the party form (a client company
 * and its first user) is walked too; a party is only sent from a valid form, its user as the admin.
 *
 * Coverage is read from the real machine: the states the paths reach must be all of its states.
 */
import { describe, expect, it } from 'vitest';
import { recordModelCoverage } from './coverage';
import { createActor, fromPromise, initialTransition, transition, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { ResultCode } from '../../src/api/result-codes';
import { connectCompanyUsers } from '../../machines/account/company-users.connect';
import {
  companyUsersMachine,
  type CompanyUser,
  type CompanyUsersEvent,
  type CompanyUsersSnapshot,
  type PartyCreated,
  type PartyField,
  type PartyInput,
  type UpdateUserInput,
  type UserInput,
  type UserInvitation,
  type UserStatusInput,
} from '../../machines/account/company-users.machine';

const user = (id: string, patch: Partial<CompanyUser> = {}): CompanyUser => ({
  id, firstName: 'Sam', lastName: id, email: `${id.toLowerCase()}@example.com`, phone: '+15625550101', phoneCountry: 'US', extension: '',
  role: 'BUYER', admin: false, status: 'ACTIVE', client: '', tag: '', level: 'STANDARD', createdAt: '2026-01-01T00:00:00Z', temporaryPassword: false,
  ...patch,
});
const SELF = user('SELF', { admin: true });
const ACTIVE = user('ACTIVE');
const INACTIVE = user('INACTIVE', { status: 'UNACTIVE' });
const input = { selfId: SELF.id, seller: true };

const business = (code: number, message = 'refused') => new ApiError('business', 200, code, message);
const SAVE_ERRORS = [
  business(ResultCode.EMAIL_IN_USE),
  business(ResultCode.VALIDATION_FAILED, 'phone: malformed'),
  business(ResultCode.USER_MANAGEMENT_DISABLED),
  new ApiError('network', 0, null, null),
];
const PARTY_ERRORS = [
  business(ResultCode.EMAIL_IN_USE),
  business(ResultCode.VALIDATION_FAILED, 'company.zip: at most 20 characters.'),
  business(ResultCode.VALIDATION_FAILED, 'user.phone: malformed'),
  business(ResultCode.VALIDATION_FAILED, 'company: the client company is required.'),
  business(ResultCode.ROLE_FORBIDDEN),
  business(ResultCode.USER_MANAGEMENT_DISABLED),
  new ApiError('network', 0, null, null),
];
/** The notices of the calls that answer a temporary password. */
const HANDOVER_NOTICES = ['companyUsers.notice.invited', 'companyUsers.notice.partyCreated', 'companyUsers.notice.passwordReset'];
const ACTION_ERRORS = [business(ResultCode.VALIDATION_FAILED, 'id: no such user'), business(ResultCode.ROLE_FORBIDDEN), new ApiError('timeout', 0, null, null)];

const VALID: Record<string, string> = { firstName: 'Nora', lastName: 'New', email: 'nora@example.com', phoneCountry: 'US', phone: '5625550777' };
const filledCount = (snapshot: CompanyUsersSnapshot) =>
  Object.entries(VALID).filter(([field, value]) => snapshot.context.values[field as keyof typeof snapshot.context.values] === value).length;

const VALID_PARTY: [PartyField, string][] = [
  ['company.legalName', 'Harbor Imports Ltd'], ['company.address', '1 Pier Rd'], ['company.city', 'Oakland'], ['company.country', 'US'],
  ['company.zip', '94607'], ['user.firstName', 'Cleo'], ['user.lastName', 'Client'], ['user.email', 'cleo@example.com'],
  ['user.phoneCountry', 'US'], ['user.phone', '5625550999'],
];
const partyValue = (snapshot: CompanyUsersSnapshot, field: PartyField) => {
  const [part, name] = field.split('.') as ['company' | 'user', string];
  return (snapshot.context.party[part] as Record<string, string>)[name];
};
const partyFilled = (snapshot: CompanyUsersSnapshot) => VALID_PARTY.filter(([field, value]) => partyValue(snapshot, field) === value).length;

/** What the admin does and how the server answers, from where the machine is. */
function eventsFrom(snapshot: CompanyUsersSnapshot): CompanyUsersEvent[] {
  const events: object[] = [{ type: 'CLOSE' }, { type: 'DISMISS_NOTICE' }];
  const at = (v: StateValue) => snapshot.matches(v as never);
  // A party draft left half typed is only taken up again; the party form opens from a plain section.
  const partyDraft = partyFilled(snapshot) > 0;
  if (at('idle') && !partyDraft && snapshot.context.mode === null && snapshot.context.target === null) events.push({ type: 'OPEN_PARTY' });
  if (at('idle') && partyDraft) events.push({ type: 'OPEN_PARTY' });
  if (at('idle') && !partyDraft) {
    events.push(
      { type: 'OPEN_ADD' },
      { type: 'OPEN_EDIT', user: ACTIVE },
      { type: 'OPEN_EDIT', user: SELF },
      { type: 'ASK_STATUS', user: ACTIVE, status: 'UNACTIVE' },
      { type: 'ASK_STATUS', user: INACTIVE, status: 'ACTIVE' },
      { type: 'ASK_STATUS', user: SELF, status: 'UNACTIVE' },
      { type: 'ASK_RESET', user: ACTIVE },
      { type: 'ASK_RESET', user: SELF },
    );
  }
  if (at({ form: 'editing' })) {
    // The add form is filled one field at a time, in order; an empty form is also submitted once.
    const next = Object.entries(VALID).find(([field, value]) => snapshot.context.values[field as keyof typeof snapshot.context.values] !== value);
    if (snapshot.context.mode === 'add' && next) events.push({ type: 'EDIT', field: next[0], value: next[1] });
    if (!next || snapshot.context.mode === 'edit' || filledCount(snapshot) === 0) events.push({ type: 'SUBMIT' });
    if (!next || snapshot.context.mode === 'edit') events.push({ type: 'SET_ADMIN', admin: !snapshot.context.admin });
  }
  if (at({ partyForm: 'editing' })) {
    const next = VALID_PARTY.find(([field, value]) => partyValue(snapshot, field) !== value);
    if (next) events.push({ type: 'EDIT_PARTY', field: next[0], value: next[1] });
    if (!next || partyFilled(snapshot) === 0) events.push({ type: 'SUBMIT' });
  }
  if (at({ confirmStatus: 'asking' }) || at({ confirmReset: 'asking' })) events.push({ type: 'CONFIRM' });
  const invoked: Record<string, string> = { 'partyForm.creating': 'createPartyAndUser', 'form.creating': 'createUser', 'form.updating': 'updateUser', 'confirmStatus.sending': 'updateUserStatus', 'confirmReset.sending': 'resetUserPassword' };
  for (const [state, id] of Object.entries(invoked)) {
    const [parent, child] = state.split('.');
    if (!at({ [parent!]: child! })) continue;
    const target = snapshot.context.target ?? ACTIVE;
    if (id === 'createPartyAndUser') {
      const { company, user: first } = snapshot.context.party;
      const output = {
        company: { id: 'PARTY', ...company, kind: 'BUYER', allowManageUser: true }, user: user('FIRST', { ...first, admin: true, email: first.email }),
        temporaryPassword: 'p4rt-y2aa-3bcd',
      };
      events.push({ type: `xstate.done.actor.${id}`, output, actorId: id });
      for (const error of PARTY_ERRORS) events.push({ type: `xstate.error.actor.${id}`, error, actorId: id });
      continue;
    }
    const output = id === 'createUser' || id === 'resetUserPassword'
      ? { user: { ...target, id: id === 'createUser' ? 'NEW' : target.id, email: snapshot.context.values.email || target.email }, temporaryPassword: `${id}-2abc-3def` }
      : { ...target, status: snapshot.context.status ?? target.status };
    events.push({ type: `xstate.done.actor.${id}`, output, actorId: id });
    for (const error of id === 'createUser' || id === 'updateUser' ? SAVE_ERRORS : ACTION_ERRORS) events.push({ type: `xstate.error.actor.${id}`, error, actorId: id });
  }
  return events as CompanyUsersEvent[];
}

const allPaths = getShortestPaths(companyUsersMachine, {
  input,
  events: eventsFrom,
  serializeState: (snapshot) => {
    const { value, context } = snapshot as CompanyUsersSnapshot;
    // Coarse on purpose: which dialog, for whom, how far the form is filled, and which message it shows.
    const message = context.formError ?? [...Object.values(context.errors), ...Object.values(context.partyErrors)].join();
    const party = partyFilled(snapshot as CompanyUsersSnapshot);
    // The notice too: each success announces one, so each call's success is a step of its own.
    return JSON.stringify({ value, mode: context.mode, target: context.target?.id, filled: filledCount(snapshot as CompanyUsersSnapshot), party, admin: context.admin, status: context.status, message, notice: context.notice?.id });
  },
});
const eventsOf = (path: (typeof allPaths)[number]) => path.steps.map((step) => JSON.stringify(step.event));
/** A path that is the start of a longer one is walked by the longer one. */
const paths = allPaths.filter((path) => {
  const events = eventsOf(path);
  return !allPaths.some((other) => other.steps.length > path.steps.length && events.every((e, i) => eventsOf(other)[i] === e));
});

const valueOfPath = (path: readonly string[]): StateValue => (path.length === 1 ? path[0]! : { [path[0]!]: valueOfPath(path.slice(1)) as StateValue });
const leafStates = (root: AnyStateNode) => getStateNodes(root).filter((node) => Object.keys(node.states).length === 0);

/** The dialogs' props without their functions. */
function props(snapshot: CompanyUsersSnapshot) {
  const { edit: _e, editParty: _p, setAdmin: _a, submit: _s, confirm: _c, close: _x, dismissNotice: _d, ...view } = connectCompanyUsers(snapshot, () => {});
  return view;
}

const stepName = (event: { type: string; field?: string; user?: CompanyUser; error?: ApiError }) => {
  if (event.type.startsWith('xstate.error')) return `error(${event.error?.code ?? event.error?.kind})`;
  if (event.type.startsWith('xstate.done')) return 'done';
  if (event.type === 'EDIT') return `EDIT ${event.field}`;
  return event.user ? `${event.type}(${event.user.id})` : event.type.replace(/^xstate\./, '');
};

describe('user admin machine, model-based', () => {
  it('covers every state and transition of the machine', () => {
    const coverage = recordModelCoverage('company-users', companyUsersMachine, paths, { input });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const all = leafStates(companyUsersMachine.root);
    const reached = all.filter((node) => paths.some((path) => path.steps.some((step) => step.state.matches(valueOfPath(node.path) as never))));
    expect(reached.map((node) => node.id).sort()).toEqual(all.map((node) => node.id).sort());
    expect(all.length).toBeGreaterThanOrEqual(7);
  });

  it('answers every business code somewhere', () => {
    const codes = new Set(paths.flatMap((path) => path.steps.map((step) => (step.event as { error?: ApiError }).error?.code ?? null)));
    const partyCodes = new Set(paths.flatMap((path) => path.steps.filter((step) => (step.event as { type: string }).type === 'xstate.error.actor.createPartyAndUser').map((step) => (step.event as { error?: ApiError }).error?.code ?? null)));
    for (const code of [ResultCode.EMAIL_IN_USE, ResultCode.VALIDATION_FAILED, ResultCode.USER_MANAGEMENT_DISABLED, ResultCode.ROLE_FORBIDDEN]) expect(partyCodes).toContain(code);
    for (const code of [ResultCode.EMAIL_IN_USE, ResultCode.VALIDATION_FAILED, ResultCode.USER_MANAGEMENT_DISABLED, ResultCode.ROLE_FORBIDDEN]) expect(codes).toContain(code);
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event as never)).join(' → '), path] as const))('%s', async (_name, path) => {
    type Call = { id: string; input: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };
    const calls: Call[] = [];
    const fake = <O, I>(id: string) => fromPromise<O, I>(({ input: body }) => new Promise<O>((resolve, reject) => calls.push({ id, input: body, resolve: resolve as (v: unknown) => void, reject })));
    const created: string[] = [];
    const changed: string[] = [];
    const actor = createActor(
      companyUsersMachine.provide({
        actors: {
          createUser: fake<UserInvitation, UserInput>('createUser'),
          updateUser: fake<CompanyUser, UpdateUserInput>('updateUser'),
          updateUserStatus: fake<CompanyUser, UserStatusInput>('updateUserStatus'),
          resetUserPassword: fake<UserInvitation, { id: string }>('resetUserPassword'),
          createPartyAndUser: fake<PartyCreated, PartyInput>('createPartyAndUser'),
        },
        actions: {
          userCreated: (_, params) => created.push(params.user.id),
          userChanged: (_, params) => changed.push(params.user.id),
        },
      }),
      { input },
    );
    actor.start();
    let [expected] = initialTransition(companyUsersMachine, input);

    for (const step of path.steps) {
      const event = step.event as CompanyUsersEvent | { type: string; output?: unknown; error?: unknown; actorId?: string };
      const before = actor.getSnapshot();
      if (event.type === 'xstate.init') {
        // started above
      } else if ('output' in event && event.type.startsWith('xstate.done')) {
        calls.filter((c) => c.id === event.actorId).at(-1)!.resolve(event.output);
      } else if ('error' in event && event.type.startsWith('xstate.error')) {
        calls.filter((c) => c.id === event.actorId).at(-1)!.reject(event.error);
      } else {
        actor.send(event as CompanyUsersEvent);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (event.type !== 'xstate.init') [expected] = transition(companyUsersMachine, expected, step.event as never);

      const snapshot = actor.getSnapshot();
      expect(expected.value).toEqual(step.state.value);
      expect(snapshot.value).toEqual(expected.value);
      expect(props(snapshot)).toEqual(props(expected));
      // Never against the admin's own account; a save only from a valid form.
      for (const call of calls) {
        const body = call.input as { id?: string } & Partial<UserInput>;
        if (call.id === 'updateUserStatus' || call.id === 'resetUserPassword') expect(body.id).not.toBe(SELF.id);
        if (call.id === 'updateUser' && body.id === SELF.id) expect(body.admin).toBe(true);
        if (call.id === 'createUser') expect(body).toMatchObject({ firstName: 'Nora', phone: '+15625550777', phoneCountry: 'US' });
        // The first user of a new client company is its admin; a party is only sent complete.
        if (call.id === 'createPartyAndUser') {
          expect(call.input).toMatchObject({ company: { legalName: 'Harbor Imports Ltd', country: 'US', zip: '94607' }, user: { firstName: 'Cleo', phone: '+15625550999', admin: true } });
        }
      }
      // The temporary password an invitation, a party or a reset answered is held beside its notice
      // until the admin dismisses it or opens anything; nothing else gives one.
      const gave = 'output' in event && typeof (event.output as { temporaryPassword?: unknown }).temporaryPassword === 'string';
      const handover = snapshot.context.notice?.handover ?? null;
      if (gave) expect(handover?.password).toBe((event.output as { temporaryPassword: string }).temporaryPassword);
      if (event.type === 'DISMISS_NOTICE' || !snapshot.matches('idle')) expect(handover).toBeNull();
      if (handover) expect(HANDOVER_NOTICES).toContain(snapshot.context.notice?.id);
      // Nothing typed is lost on an error.
      if ('error' in event && before.matches('form')) expect(snapshot.context.values).toEqual(before.context.values);
      if ('error' in event && before.matches('partyForm')) expect(snapshot.context.party).toEqual(before.context.party);
    }
    expect(new Set(created).size).toBe(created.length);
    actor.stop();
  });
});
