/**
 * Model-based test of the bank details machine. The REAL machine is traversed with getShortestPaths:
 * the server's answers are explicit `xstate.done.actor.*` / `xstate.error.actor.*` events. Each path
 * then drives a real actor (fake actors answered by the test) and checks at every step that it is
 * where the path says, that the page's props (the connect) are those of the path's snapshot, and the
 * rules that hold everywhere: nothing is sent while the draft breaks a rule, what was typed is never
 * lost on an error, and ABA routing is sent for USD only.
 *
 * Coverage is read from the real machine: the states the paths reach must be all of its states.
 */
import { describe, expect, it } from 'vitest';
import { recordModelCoverage } from '../../model/coverage';
import { createActor, fromPromise, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { ApiError } from '../../../src/api/api-error';
import { connectBankDetails } from '../../../machines/billing/bank-details.connect';
import {
  bankDetailsMachine,
  draftErrors,
  type BankDetailsEvent,
  type BankDetailsSnapshot,
  type PayoutAccount,
  type SavePayoutAccountInput,
} from '../../../machines/billing/bank-details.machine';

const USD: PayoutAccount = {
  currency: 'USD', accountNo: '000123456789', bankName: 'Bank of America, N.A.', bankAddress: '222 Broadway, New York',
  recipientName: 'Pacific Bridge Logistics Ltd.', recipientAddress: '88 Queensway, Hong Kong', swiftCode: 'BOFAUS3N', abaRouting: '026009593',
  updatedAt: '2026-09-22T09:00:00.000Z',
};
const SAVED: PayoutAccount = { ...USD, swiftCode: 'CHASUS33', updatedAt: '2026-11-01T00:00:00.000Z' };
const network = () => new ApiError('network', 0, null, null);
const refused = () => new ApiError('business', 200, 90001, 'swiftCode: swift.bank');

/** What the user does and how the server answers, from where the page is. */
function eventsFrom(snapshot: BankDetailsSnapshot): object[] {
  const events: object[] = [{ type: 'RETRY' }, { type: 'EDIT_START' }, { type: 'SAVE' }, { type: 'CANCEL' }];
  events.push({ type: 'SELECT_CURRENCY', currency: snapshot.context.currency === 'USD' ? 'EUR' : 'USD' });
  events.push({ type: 'EDIT', field: 'swiftCode', value: 'CHASZZ33' }, { type: 'EDIT', field: 'swiftCode', value: 'CHASUS33' });
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadPayoutAccounts', output: [USD], actorId: 'loadPayoutAccounts' },
      { type: 'xstate.error.actor.loadPayoutAccounts', error: network(), actorId: 'loadPayoutAccounts' },
    );
  }
  if (snapshot.matches({ ready: 'saving' })) {
    events.push(
      { type: 'xstate.done.actor.savePayoutAccount', output: SAVED, actorId: 'savePayoutAccount' },
      { type: 'xstate.error.actor.savePayoutAccount', error: refused(), actorId: 'savePayoutAccount' },
    );
  }
  return events;
}

const allPaths = getShortestPaths(bankDetailsMachine, {
  events: eventsFrom as (s: BankDetailsSnapshot) => BankDetailsEvent[],
  serializeState: (snapshot) => {
    const { value, context } = snapshot as BankDetailsSnapshot;
    return JSON.stringify({ value, currency: context.currency, saved: context.accounts.USD?.swiftCode ?? null, draft: context.draft, errors: Object.keys(context.errors), formError: context.formError });
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

/** The props a page reads, without its functions and the counters (a path's snapshot may have been reached another way). */
function props(snapshot: BankDetailsSnapshot) {
  const { selectCurrency: _s, startEdit: _e, edit: _d, save: _v, cancel: _c, retry: _r, focusSeq: _f, savedSeq: _n, ...view } = connectBankDetails(snapshot, () => {});
  return view;
}

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function drive() {
  const pending: { load?: Deferred<PayoutAccount[]>; save?: Deferred<PayoutAccount> } = {};
  const saves: SavePayoutAccountInput[] = [];
  const actor = createActor(
    bankDetailsMachine.provide({
      actors: {
        loadPayoutAccounts: fromPromise<PayoutAccount[], void>(() => new Promise((resolve, reject) => (pending.load = { resolve, reject }))),
        savePayoutAccount: fromPromise<PayoutAccount, SavePayoutAccountInput>(({ input }) => {
          saves.push(input);
          return new Promise((resolve, reject) => (pending.save = { resolve, reject }));
        }),
      },
    }),
  );
  actor.start();
  return { actor, pending, saves };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bank details machine, every path', () => {
  it('reaches every state of the machine (model coverage figures)', () => {
    // Not a flow machine: its transitions are reported by `npm run test:model`, not held to 100 %.
    const coverage = recordModelCoverage('bank-details', bankDetailsMachine, paths, { flow: false });
    expect(coverage.states.missing).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(allPaths.map((path) => JSON.stringify(path.state.value)));
    for (const node of leafStates(bankDetailsMachine.root)) expect(reached).toContain(JSON.stringify(valueOfPath(node.path)));
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))('%s', async (_name, path) => {
    const { actor, pending, saves } = drive();
    for (const step of path.steps) {
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      const before = actor.getSnapshot();
      if (event.type === 'xstate.done.actor.loadPayoutAccounts') pending.load!.resolve(event.output as PayoutAccount[]);
      else if (event.type === 'xstate.error.actor.loadPayoutAccounts') pending.load!.reject(event.error);
      else if (event.type === 'xstate.done.actor.savePayoutAccount') pending.save!.resolve(event.output as PayoutAccount);
      else if (event.type === 'xstate.error.actor.savePayoutAccount') pending.save!.reject(event.error);
      else {
        const savesBefore = saves.length;
        actor.send(event as BankDetailsEvent);
        // Nothing is sent while the draft breaks a rule.
        if (event.type === 'SAVE' && Object.keys(draftErrors(before.context.draft, before.context.currency)).length) expect(saves.length).toBe(savesBefore);
      }
      await settle();
      const now = actor.getSnapshot();
      expect(now.value).toEqual(step.state.value);
      expect(props(now)).toEqual(props(step.state as BankDetailsSnapshot));
      // What was typed stays through every error.
      if (event.type === 'xstate.error.actor.savePayoutAccount' || (event.type === 'SAVE' && now.matches({ ready: 'editing' }))) {
        expect(now.context.draft).toEqual(before.context.draft);
      }
    }
    for (const sent of saves) expect(sent.fields.abaRouting === null).toBe(sent.currency !== 'USD');
    actor.stop();
  });
});
