/**
 * What a column chooser and its table need from the column layout machine: the columns in order with
 * their labels and whether each can be shown, hidden or moved (the machine's guards), the columns the
 * table shows, the save state and its message, and the functions that edit and save.
 */
import { failureMessageId } from '../shared/call-failure';
import type { ColumnLayoutEvent, ColumnLayoutSnapshot } from './column-layout.machine';

export interface ColumnLayoutConnectOptions {
  /** Message id of each column's label, by dataIndex. */
  labels: Readonly<Record<string, string>>;
  /** Failures read `<prefix>.load.network`, `<prefix>.save.timeout`, ... */
  messagePrefix: string;
}

export interface ColumnChoice {
  dataIndex: string;
  /** Message id. */
  label: string;
  visible: boolean;
  canToggle: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

export function connectColumnLayout(snapshot: ColumnLayoutSnapshot, send: (event: ColumnLayoutEvent) => void, options: ColumnLayoutConnectOptions) {
  const { context } = snapshot;
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready';
  const saving = snapshot.matches({ ready: 'saving' });
  const saveFailed = snapshot.matches({ ready: 'saveFailed' });
  const choices: ColumnChoice[] = context.draft.map((column) => ({
    dataIndex: column.dataIndex,
    label: options.labels[column.dataIndex] ?? column.dataIndex,
    visible: column.visible,
    canToggle: snapshot.can({ type: 'TOGGLE', dataIndex: column.dataIndex }),
    canMoveUp: snapshot.can({ type: 'MOVE', dataIndex: column.dataIndex, by: -1 }),
    canMoveDown: snapshot.can({ type: 'MOVE', dataIndex: column.dataIndex, by: 1 }),
  }));
  return {
    status,
    /** The columns the table shows, in order (the draft: edits preview at once). */
    visibleColumns: context.draft.filter((c) => c.visible).map((c) => c.dataIndex),
    choices,
    /** Edits wait for the saved layout, and for a save on its way. */
    editable: status === 'ready' && !saving,
    /** Edits not saved yet. */
    unsaved: snapshot.matches({ ready: 'dirty' }) || saveFailed || saving,
    saving,
    /** The layout shown is the one kept on the server. */
    allSaved: snapshot.matches({ ready: 'clean' }) && context.recordId !== null,
    canSave: snapshot.can({ type: 'SAVE' }),
    canDiscard: snapshot.can({ type: 'DISCARD' }),
    canReset: snapshot.can({ type: 'RESET' }),
    canRetryLoad: snapshot.can({ type: 'RETRY' }) && status === 'loadFailed',
    loadFailureMessage: status === 'loadFailed' && context.loadFailure ? failureMessageId(context.loadFailure, `${options.messagePrefix}.load`) : null,
    saveFailureMessage: saveFailed && context.saveFailure ? failureMessageId(context.saveFailure, `${options.messagePrefix}.save`) : null,

    toggle: (dataIndex: string) => send({ type: 'TOGGLE', dataIndex }),
    moveUp: (dataIndex: string) => send({ type: 'MOVE', dataIndex, by: -1 }),
    moveDown: (dataIndex: string) => send({ type: 'MOVE', dataIndex, by: 1 }),
    reset: () => send({ type: 'RESET' }),
    discard: () => send({ type: 'DISCARD' }),
    save: () => send({ type: 'SAVE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type ColumnLayoutView = ReturnType<typeof connectColumnLayout>;
