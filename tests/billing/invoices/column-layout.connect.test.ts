/**
 * connectColumnLayout over the real column layout machine with fake actors: the saved layout is
 * restored over the columns the table knows, edits preview at once, a save adds then updates, and a
 * failed save keeps the edit with Try again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/api-error';
import { connectColumnLayout } from '../../../machines/billing/column-layout.connect';
import {
  columnLayoutMachine,
  mergeLayout,
  type LoadLayoutInput,
  type SavedLayout,
  type SaveLayoutInput,
} from '../../../machines/billing/column-layout.machine';
import { parseLayout, serializeLayout } from '../../../domain/user-customizations';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const KNOWN = ['a', 'b', 'c', 'd'];
const LABELS = { a: 'col.a', b: 'col.b', c: 'col.c', d: 'col.d' };

function start(load: () => Promise<SavedLayout>, save: (input: SaveLayoutInput) => Promise<{ recordId: string }> = async () => ({ recordId: 'R1' })) {
  const saves: SaveLayoutInput[] = [];
  const actor = createActor(
    columnLayoutMachine.provide({
      actors: {
        loadLayout: fromPromise<SavedLayout, LoadLayoutInput>(() => load()),
        saveLayout: fromPromise<{ recordId: string }, SaveLayoutInput>(({ input }) => {
          saves.push(input);
          return save(input);
        }),
      },
    }),
    { input: { customizeType: 'INVOICE', known: KNOWN } },
  );
  actor.start();
  return { actor, saves, view: () => connectColumnLayout(actor.getSnapshot(), actor.send, { labels: LABELS, messagePrefix: 'invoice.columns' }) };
}

describe('mergeLayout and the stored value', () => {
  it('keeps the saved order, drops unknown columns, shows known ones the layout lacks', () => {
    expect(mergeLayout([{ dataIndex: 'c', visible: false }, { dataIndex: 'zz', visible: true }, { dataIndex: 'a', visible: true }], KNOWN)).toEqual([
      { dataIndex: 'c', visible: false },
      { dataIndex: 'a', visible: true },
      { dataIndex: 'b', visible: true },
      { dataIndex: 'd', visible: true },
    ]);
    expect(mergeLayout(null, KNOWN).every((c) => c.visible)).toBe(true);
    // A layout hiding everything would leave an empty table.
    expect(mergeLayout(KNOWN.map((dataIndex) => ({ dataIndex, visible: false })), KNOWN).every((c) => c.visible)).toBe(true);
  });

  it('reads only a JSON list of { dataIndex, visible }', () => {
    expect(parseLayout(serializeLayout([{ dataIndex: 'a', visible: false }]))).toEqual([{ dataIndex: 'a', visible: false }]);
    expect(parseLayout('{"a":1}')).toBeNull();
    expect(parseLayout('[{"dataIndex":"a"}]')).toBeNull();
    expect(parseLayout('not json')).toBeNull();
  });
});

describe('connectColumnLayout', () => {
  it('shows the default columns while loading, then the saved layout', async () => {
    const { view } = start(async () => ({ recordId: 'R9', columns: [{ dataIndex: 'b', visible: true }, { dataIndex: 'a', visible: false }] }));
    expect(view()).toMatchObject({ status: 'loading', visibleColumns: KNOWN, editable: false, canSave: false });
    await settle();
    expect(view()).toMatchObject({ status: 'ready', visibleColumns: ['b', 'c', 'd'], editable: true, unsaved: false, allSaved: true });
    expect(view().choices.map((c) => [c.dataIndex, c.label, c.visible])).toEqual([
      ['b', 'col.b', true], ['a', 'col.a', false], ['c', 'col.c', true], ['d', 'col.d', true],
    ]);
  });

  it('moves by buttons within bounds and previews each edit at once', async () => {
    const { view } = start(async () => ({ recordId: null, columns: null }));
    await settle();
    expect(view().choices[0]).toMatchObject({ canMoveUp: false, canMoveDown: true, canToggle: true });
    expect(view().choices[3]).toMatchObject({ canMoveUp: true, canMoveDown: false });
    view().moveDown('a');
    view().toggle('c');
    expect(view().visibleColumns).toEqual(['b', 'a', 'd']);
    expect(view()).toMatchObject({ unsaved: true, canSave: true, canDiscard: true, canReset: true });
    view().discard();
    expect(view()).toMatchObject({ visibleColumns: KNOWN, unsaved: false, canSave: false });
  });

  it('never hides the last shown column', async () => {
    const { view } = start(async () => ({ recordId: null, columns: null }));
    await settle();
    for (const c of ['a', 'b', 'c']) view().toggle(c);
    expect(view().visibleColumns).toEqual(['d']);
    expect(view().choices.find((c) => c.dataIndex === 'd')!.canToggle).toBe(false);
    view().toggle('d');
    expect(view().visibleColumns).toEqual(['d']);
  });

  it('adds the layout when there is none, then updates that record', async () => {
    const { view, saves } = start(async () => ({ recordId: null, columns: null }), async () => ({ recordId: 'NEW' }));
    await settle();
    view().toggle('b');
    view().save();
    expect(view()).toMatchObject({ saving: true, editable: false, canSave: false });
    expect(view().choices[0]!.canMoveDown).toBe(false);
    await settle();
    expect(view()).toMatchObject({ saving: false, unsaved: false, allSaved: true });
    view().moveUp('c');
    view().save();
    await settle();
    expect(saves.map((s) => s.recordId)).toEqual([null, 'NEW']);
    expect(saves[1]!.columns).toEqual([
      { dataIndex: 'a', visible: true }, { dataIndex: 'c', visible: true }, { dataIndex: 'b', visible: false }, { dataIndex: 'd', visible: true },
    ]);
  });

  it('keeps the edit when a save fails, says why, and saves it on Try again', async () => {
    let fail = true;
    const { view, saves } = start(
      async () => ({ recordId: 'R1', columns: null }),
      async () => {
        if (fail) throw new ApiError('network', 0, null, null);
        return { recordId: 'R1' };
      },
    );
    await settle();
    view().toggle('a');
    view().save();
    await settle();
    expect(view()).toMatchObject({ saveFailureMessage: 'invoice.columns.save.network', visibleColumns: ['b', 'c', 'd'], unsaved: true });
    fail = false;
    view().retry();
    await settle();
    expect(view()).toMatchObject({ saveFailureMessage: null, unsaved: false, visibleColumns: ['b', 'c', 'd'] });
    expect(saves).toHaveLength(2);
  });

  it('shows the default columns when the layout cannot be loaded, with Try again', async () => {
    let fail = true;
    const { view } = start(async () => {
      if (fail) throw new ApiError('timeout', 0, null, null);
      return { recordId: 'R1', columns: [{ dataIndex: 'd', visible: true }] };
    });
    await settle();
    expect(view()).toMatchObject({ status: 'loadFailed', loadFailureMessage: 'invoice.columns.load.timeout', visibleColumns: KNOWN, editable: false, canRetryLoad: true });
    fail = false;
    view().retry();
    await settle();
    expect(view().visibleColumns).toEqual(['d', 'a', 'b', 'c']);
  });
});
