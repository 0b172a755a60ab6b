/**
 * A user's column layout per table (docs/decisions/017 and 124): the record the backends keep, with its
 * repository (mocks/store/customize.store.ts in memory, server/db/user-customizations.table.ts in SQL;
 * docs/decisions/219-area-repositories.md), and the one rule of what a layout's `customizeValue` is, which
 * the column-layout machine reads and writes and the backends check.
 */
import type { components } from '../src/api/schema.gen';

export type CustomizeType = components['schemas']['CustomizeType'];

/** One column of a layout, as the record stores it (customizeValue is a JSON list of these). */
export interface ColumnSetting {
  dataIndex: string;
  visible: boolean;
}

export interface UserCustomizeRecord {
  id: string;
  userId: string;
  customizeType: CustomizeType;
  customizeValue: string;
}

export interface UserCustomizationRepository {
  /** The user's layouts, in the order they were first saved. */
  ofUser(userId: string): Promise<UserCustomizeRecord[]>;
  /** Keeps a layout: a new one, or one of the user's with its new value. */
  save(record: UserCustomizeRecord): Promise<void>;
}

/** customizeValue as it is kept; null unless it is a JSON list of { dataIndex: non-empty text, visible: boolean }. */
export function parseLayout(value: string): ColumnSetting[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const valid = parsed.every(
    (c: unknown) =>
      !!c && typeof c === 'object' && typeof (c as ColumnSetting).dataIndex === 'string' && (c as ColumnSetting).dataIndex !== '' &&
      typeof (c as ColumnSetting).visible === 'boolean',
  );
  return valid ? (parsed as ColumnSetting[]).map(({ dataIndex, visible }) => ({ dataIndex, visible })) : null;
}

export const serializeLayout = (columns: readonly ColumnSetting[]): string =>
  JSON.stringify(columns.map(({ dataIndex, visible }) => ({ dataIndex, visible })));
