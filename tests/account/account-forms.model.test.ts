/**
 * Model-based test of the profile and company machines. The REAL machines are traversed with
 * getShortestPaths: the server's answers are explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events. Each path then drives a real actor (fake actors answered by the test) and checks at every
 * step that it is where the path says and that the section's props (the connect) are those of the
 * machine's pure transitions along the same events; and that nothing typed is lost on a failure.
 *
 * Coverage is read from the real machines: the states the paths reach must be all of their states.
 */
import { describe, expect, it } from 'vitest';
import { recordModelCoverage } from '../model/coverage';
import { createActor, fromPromise, initialTransition, transition, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import { connectProfile } from '../../machines/account/profile.connect';
import { profileMachine, type CurrentUser, type ProfileEvent, type ProfileInput, type ProfileSnapshot } from '../../machines/account/profile.machine';
import { connectCompany } from '../../machines/account/company.connect';
import { companyMachine, type Company, type CompanyEvent, type CompanySnapshot } from '../../machines/account/company.machine';

const USER: CurrentUser = {
  id: 'USR-1', firstName: 'Sam', lastName: 'Shipper', email: 'shipper@example.com', phone: '+15625550101', phoneCountry: 'US',
  extension: '', role: 'BUYER', admin: true, status: 'ACTIVE', companyId: 'CMP-1', companyName: 'Acme', createdAt: '2025-09-27T00:00:00Z',
  branchParameterDTO: { groupKey: 'CMP-1' }, client: '', tag: '', level: 'STANDARD',
};
const ACME: Company = {
  id: 'CMP-1', legalName: 'Acme Imports LLC', address: '100 Ocean Blvd', additionalAddress: '', city: 'Long Beach', state: 'CA', country: 'US',
  zip: '90802', kind: 'BUYER', allowManageUser: true,
};
const DOWN = new ApiError('network', 0, null, null);

const valueOfPath = (path: readonly string[]): StateValue =>
  path.length === 1 ? path[0]! : { [path[0]!]: valueOfPath(path.slice(1)) as StateValue };
const leafStates = (root: AnyStateNode) => getStateNodes(root).filter((node) => Object.keys(node.states).length === 0);

function longestOnly<P extends { steps: { event: unknown }[] }>(all: P[]): P[] {
  const eventsOf = (path: P) => path.steps.map((step) => JSON.stringify(step.event));
  return all.filter((path) => {
    const events = eventsOf(path);
    return !all.some((other) => other.steps.length > path.steps.length && events.every((e, i) => eventsOf(other)[i] === e));
  });
}

function reachesEveryState(machine: AnyStateMachine, paths: { steps: { state: { matches: (v: never) => boolean } }[] }[]) {
  const all = leafStates(machine.root);
  const reached = all.filter((node) => paths.some((path) => path.steps.some((step) => step.state.matches(valueOfPath(node.path) as never))));
  expect(reached.map((node) => node.id).sort()).toEqual(all.map((node) => node.id).sort());
}

const stepName = (event: { type: string }) => event.type.replace(/^xstate\./, '').replace(/\.actor\..*$/, '');

/** Drives a real actor along a path: a done/error step settles the request in flight. */
async function walk<S extends { value: StateValue }>(
  machine: AnyStateMachine,
  input: unknown,
  path: { steps: { event: { type: string }; state: { value: StateValue } }[] },
  fakes: (pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[]) => Record<string, unknown>,
  check: (real: S, expected: S, before: S) => void,
) {
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const actor = createActor(machine.provide({ actors: fakes(pending) as never }), { input } as never);
  actor.start();
  let [expected] = initialTransition(machine, input);
  for (const step of path.steps) {
    const event = step.event as { type: string; output?: unknown; error?: unknown };
    const before = actor.getSnapshot() as unknown as S;
    if (event.type === 'xstate.init') {
      // started above
    } else if (event.type.startsWith('xstate.done.actor.')) {
      pending.shift()!.resolve(event.output);
    } else if (event.type.startsWith('xstate.error.actor.')) {
      pending.shift()!.reject(event.error);
    } else {
      actor.send(event as never);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (event.type !== 'xstate.init') [expected] = transition(machine, expected, step.event as never);
    expect(expected.value).toEqual(step.state.value);
    expect(actor.getSnapshot().value).toEqual(expected.value);
    check(actor.getSnapshot() as unknown as S, expected as unknown as S, before);
  }
  actor.stop();
}

const promised = (pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[]) =>
  fromPromise(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));

describe('profile machine, model-based', () => {
  const input: ProfileInput = { user: USER, language: 'en_US' };
  const paths = longestOnly(
    getShortestPaths(profileMachine, {
      input,
      events: (snapshot) => {
        const s = snapshot as ProfileSnapshot;
        const events: object[] = [
          { type: 'EDIT', field: 'firstName', value: '' },
          { type: 'EDIT', field: 'firstName', value: 'Samira' },
          { type: 'SUBMIT' },
        ];
        if (s.matches('saving')) {
          events.push(
            { type: 'xstate.done.actor.saveProfile', output: { ...USER, firstName: 'Samira' }, actorId: 'saveProfile' },
            { type: 'xstate.error.actor.saveProfile', error: DOWN, actorId: 'saveProfile' },
          );
        }
        return events as ProfileEvent[];
      },
      serializeState: (snapshot) => {
        const { value, context } = snapshot as ProfileSnapshot;
        return JSON.stringify({ value, first: context.values.firstName, errors: Object.keys(context.errors), formError: context.formError });
      },
    }),
  );

  it('reaches every state of the machine', () => {
    recordModelCoverage('account-profile', profileMachine, paths, { flow: false, input });
    reachesEveryState(profileMachine, paths);
    expect(leafStates(profileMachine.root).map((n) => n.path.join('.')).sort()).toEqual(['editing', 'failed', 'saved', 'saving']);
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))('%s', async (_name, path) => {
    await walk<ProfileSnapshot>(profileMachine, input, path, (pending) => ({ saveProfile: promised(pending) }), (real, expected, before) => {
      const { edit: _e, editLanguage: _l, submit: _s, ...props } = connectProfile(real, () => {});
      const { edit: _e2, editLanguage: _l2, submit: _s2, ...expectedProps } = connectProfile(expected, () => {});
      expect(props).toEqual(expectedProps);
      // Nothing typed is lost: a refused or failed save keeps the values as they were.
      if (real.matches('failed') && before.matches('saving')) expect(real.context.values).toEqual(before.context.values);
    });
  });
});

describe('company machine, model-based', () => {
  const input = { canEdit: true };
  const paths = longestOnly(
    getShortestPaths(companyMachine, {
      input,
      events: (snapshot) => {
        const s = snapshot as CompanySnapshot;
        const events: object[] = [
          { type: 'RETRY' },
          { type: 'START_EDIT' },
          { type: 'CANCEL' },
          { type: 'EDIT', field: 'legalName', value: '' },
          { type: 'EDIT', field: 'legalName', value: 'Acme Global' },
          { type: 'SUBMIT' },
        ];
        if (s.matches('loading')) {
          events.push(
            { type: 'xstate.done.actor.loadCompany', output: ACME, actorId: 'loadCompany' },
            { type: 'xstate.error.actor.loadCompany', error: DOWN, actorId: 'loadCompany' },
          );
        }
        if (s.matches('saving')) {
          events.push(
            { type: 'xstate.done.actor.saveCompany', output: { ...ACME, legalName: 'Acme Global' }, actorId: 'saveCompany' },
            { type: 'xstate.error.actor.saveCompany', error: DOWN, actorId: 'saveCompany' },
          );
        }
        return events as CompanyEvent[];
      },
      serializeState: (snapshot) => {
        const { value, context } = snapshot as CompanySnapshot;
        return JSON.stringify({ value, name: context.values.legalName, saved: context.company?.legalName, errors: Object.keys(context.errors), e: context.formError, l: context.loadError });
      },
    }),
  );

  it('reaches every state of the machine', () => {
    recordModelCoverage('account-company', companyMachine, paths, { flow: false, input });
    reachesEveryState(companyMachine, paths);
    expect(leafStates(companyMachine.root).map((n) => n.path.join('.')).sort()).toEqual(
      ['editing.failed', 'editing.idle', 'loadFailed', 'loading', 'saving', 'viewing.idle', 'viewing.saved'],
    );
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))('%s', async (_name, path) => {
    await walk<CompanySnapshot>(
      companyMachine,
      input,
      path,
      (pending) => ({ loadCompany: promised(pending), saveCompany: promised(pending) }),
      (real, expected, before) => {
        const { edit: _e, retry: _r, startEdit: _s, cancel: _c, submit: _u, ...props } = connectCompany(real, () => {});
        const { edit: _e2, retry: _r2, startEdit: _s2, cancel: _c2, submit: _u2, ...expectedProps } = connectCompany(expected, () => {});
        expect(props).toEqual(expectedProps);
        // A failed save keeps the form open with what was typed.
        if (real.matches({ editing: 'failed' }) && before.matches('saving')) expect(real.context.values).toEqual(before.context.values);
      },
    );
  });
});
