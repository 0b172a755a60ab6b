/**
 * A table's column layout (docs/decisions/017 and 124): which columns show and in what order, per
 * user, kept on the server through `/user-customize/*` so that it comes back on the next visit and on
 * another device. The machine loads the saved layout, lets the user edit a draft (show, hide, move up
 * and down, back to the default) that the table previews at once, and saves it on request. A save that
 * fails keeps the draft as it is, with Try again.
 *
 * Generic over the table: the page gives its `customizeType` and the columns it knows, in their
 * default order.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ColumnSetting, CustomizeType } from '../../domain/user-customizations';
import { callFailure, type CallFailure } from '../shared/call-failure';
import { providedAtRoot } from '../shared/provided-at-root';

/** What the server holds for this user and table; `columns` null when there is no record yet. */
export interface SavedLayout {
  recordId: string | null;
  columns: readonly ColumnSetting[] | null;
}

export interface LoadLayoutInput {
  customizeType: CustomizeType;
}

export interface SaveLayoutInput {
  /** The record to update; null: none exists yet, so it is added. */
  recordId: string | null;
  customizeType: CustomizeType;
  columns: readonly ColumnSetting[];
}

export interface ColumnLayoutInput {
  customizeType: CustomizeType;
  /** Every column the table knows, in the default order; all shown by default. */
  known: readonly string[];
}

export interface ColumnLayoutContext {
  customizeType: CustomizeType;
  known: readonly string[];
  recordId: string | null;
  /** The layout as last loaded or saved. */
  saved: readonly ColumnSetting[];
  /** The layout the table shows: `saved` plus the user's edits not yet saved. */
  draft: readonly ColumnSetting[];
  loadFailure: CallFailure | null;
  saveFailure: CallFailure | null;
}

export type ColumnLayoutEvent =
  | { type: 'TOGGLE'; dataIndex: string }
  | { type: 'MOVE'; dataIndex: string; by: -1 | 1 }
  | { type: 'RESET' }
  | { type: 'DISCARD' }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

export const defaultLayout = (known: readonly string[]): ColumnSetting[] => known.map((dataIndex) => ({ dataIndex, visible: true }));

/**
 * A saved layout over the columns the table knows (decision 017): the saved order and visibility of
 * the known ones; columns it does not know are dropped; known columns it lacks follow, shown (a new
 * column is never hidden by an old layout). A layout that would hide everything shows everything.
 */
export function mergeLayout(saved: readonly ColumnSetting[] | null, known: readonly string[]): ColumnSetting[] {
  if (!saved) return defaultLayout(known);
  const seen = new Set<string>();
  const merged: ColumnSetting[] = [];
  for (const column of saved) {
    if (!known.includes(column.dataIndex) || seen.has(column.dataIndex)) continue;
    seen.add(column.dataIndex);
    merged.push({ dataIndex: column.dataIndex, visible: column.visible });
  }
  for (const dataIndex of known) if (!seen.has(dataIndex)) merged.push({ dataIndex, visible: true });
  return merged.some((c) => c.visible) ? merged : defaultLayout(known);
}

export const sameLayout = (a: readonly ColumnSetting[], b: readonly ColumnSetting[]): boolean =>
  a.length === b.length && a.every((c, i) => c.dataIndex === b[i]!.dataIndex && c.visible === b[i]!.visible);

const indexOf = (columns: readonly ColumnSetting[], dataIndex: string) => columns.findIndex((c) => c.dataIndex === dataIndex);

function toggled(columns: readonly ColumnSetting[], dataIndex: string): ColumnSetting[] {
  return columns.map((c) => (c.dataIndex === dataIndex ? { ...c, visible: !c.visible } : c));
}

function moved(columns: readonly ColumnSetting[], dataIndex: string, by: number): ColumnSetting[] {
  const from = indexOf(columns, dataIndex);
  const next = [...columns];
  const [column] = next.splice(from, 1);
  next.splice(from + by, 0, column!);
  return next;
}

/** The edits, taken while the layout is not being saved (a save sends the draft as it was). */
const EDITS = {
  TOGGLE: { guard: 'canToggle', target: 'dirty', actions: ['toggle', 'clearSaveFailure'] },
  MOVE: { guard: 'canMove', target: 'dirty', actions: ['move', 'clearSaveFailure'] },
  RESET: { guard: 'notDefault', target: 'dirty', actions: ['reset', 'clearSaveFailure'] },
} as const;

export const columnLayoutMachine = setup({
  types: {
    context: {} as ColumnLayoutContext,
    events: {} as ColumnLayoutEvent,
    input: {} as ColumnLayoutInput,
  },
  actors: {
    loadLayout: fromPromise<SavedLayout, LoadLayoutInput>(providedAtRoot('loadLayout')),
    saveLayout: fromPromise<{ recordId: string }, SaveLayoutInput>(providedAtRoot('saveLayout')),
  },
  guards: {
    /** The column exists and hiding it would leave at least one shown. */
    canToggle: ({ context, event }) => {
      if (event.type !== 'TOGGLE') return false;
      const column = context.draft.find((c) => c.dataIndex === event.dataIndex);
      return !!column && (!column.visible || context.draft.filter((c) => c.visible).length > 1);
    },
    canMove: ({ context, event }) => {
      if (event.type !== 'MOVE') return false;
      const from = indexOf(context.draft, event.dataIndex);
      return from >= 0 && (event.by === -1 || event.by === 1) && from + event.by >= 0 && from + event.by < context.draft.length;
    },
    notDefault: ({ context }) => !sameLayout(context.draft, defaultLayout(context.known)),
    draftIsSaved: ({ context }) => sameLayout(context.draft, context.saved),
  },
  actions: {
    toggle: assign({ draft: ({ context, event }) => (event.type === 'TOGGLE' ? toggled(context.draft, event.dataIndex) : context.draft) }),
    move: assign({ draft: ({ context, event }) => (event.type === 'MOVE' ? moved(context.draft, event.dataIndex, event.by) : context.draft) }),
    reset: assign({ draft: ({ context }) => defaultLayout(context.known) }),
    discard: assign({ draft: ({ context }) => context.saved, saveFailure: null }),
    clearSaveFailure: assign({ saveFailure: null }),
  },
}).createMachine({
  id: 'columnLayout',
  context: ({ input }) => ({
    customizeType: input.customizeType,
    known: input.known,
    recordId: null,
    saved: defaultLayout(input.known),
    draft: defaultLayout(input.known),
    loadFailure: null,
    saveFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLayout',
        src: 'loadLayout',
        input: ({ context }) => ({ customizeType: context.customizeType }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const columns = mergeLayout(event.output.columns, context.known);
            return { recordId: event.output.recordId, saved: columns, draft: columns, loadFailure: null };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadFailure: ({ event }) => callFailure(event.error) }) },
      },
    },
    /** The table shows its default columns meanwhile; editing waits for the saved layout. */
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'clean',
      states: {
        clean: { on: EDITS },
        dirty: {
          // An edit that brings the draft back to what is saved leaves nothing to save.
          always: { guard: 'draftIsSaved', target: 'clean' },
          on: {
            ...EDITS,
            SAVE: 'saving',
            DISCARD: { target: 'clean', actions: 'discard' },
          },
        },
        saving: {
          invoke: {
            id: 'saveLayout',
            src: 'saveLayout',
            input: ({ context }) => ({ recordId: context.recordId, customizeType: context.customizeType, columns: context.draft }),
            onDone: {
              target: 'clean',
              actions: assign({ recordId: ({ event }) => event.output.recordId, saved: ({ context }) => context.draft, saveFailure: null }),
            },
            onError: { target: 'saveFailed', actions: assign({ saveFailure: ({ event }) => callFailure(event.error) }) },
          },
        },
        /** Nothing typed is lost: the draft stays as it was, to save again or to keep editing. */
        saveFailed: {
          on: {
            ...EDITS,
            RETRY: { target: 'saving', actions: 'clearSaveFailure' },
            SAVE: { target: 'saving', actions: 'clearSaveFailure' },
            DISCARD: { target: 'clean', actions: 'discard' },
          },
        },
      },
    },
  },
});

export type ColumnLayoutSnapshot = SnapshotFrom<typeof columnLayoutMachine>;
