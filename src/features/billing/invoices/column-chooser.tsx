/**
 * The column chooser: a checkbox per column to show or hide it, and Up / Down buttons to order it, all
 * by keyboard; then Save layout (Undo changes, Default columns). The table previews the draft at once.
 * A save that fails keeps the changes and offers Try again.
 */
import { useIntl } from 'react-intl';
import type { ColumnLayoutView } from '../../../../machines/billing/column-layout.connect';

export function ColumnChooser({ id, layout }: { id: string; layout: ColumnLayoutView }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  return (
    <section id={id} className="iv-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('invoice.columns.heading')}</h2>
      <p className="iv-muted" id={`${id}-help`}>
        {t('invoice.columns.help')}
      </p>
      <ul className="iv-columns" aria-describedby={`${id}-help`}>
        {layout.choices.map((choice) => {
          const column = t(choice.label);
          return (
            <li key={choice.dataIndex} className="iv-column">
              <label>
                <input
                  type="checkbox"
                  checked={choice.visible}
                  disabled={!layout.editable || !choice.canToggle}
                  onChange={() => layout.toggle(choice.dataIndex)}
                  aria-label={t('invoice.columns.show', { column })}
                />
                <span aria-hidden="true">{column}</span>
              </label>
              <button
                type="button"
                className="iv-button"
                aria-label={t('invoice.columns.moveUp', { column })}
                disabled={!choice.canMoveUp}
                onClick={() => layout.moveUp(choice.dataIndex)}
              >
                <span aria-hidden="true">↑ </span>
                {t('invoice.columns.up')}
              </button>
              <button
                type="button"
                className="iv-button"
                aria-label={t('invoice.columns.moveDown', { column })}
                disabled={!choice.canMoveDown}
                onClick={() => layout.moveDown(choice.dataIndex)}
              >
                <span aria-hidden="true">↓ </span>
                {t('invoice.columns.down')}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="iv-row-actions">
        <button type="button" className="iv-button" data-primary="" disabled={!layout.canSave} onClick={layout.save}>
          {layout.saving ? t('invoice.columns.saving') : t('invoice.columns.save')}
        </button>
        <button type="button" className="iv-button" disabled={!layout.canDiscard} onClick={layout.discard}>
          {t('invoice.columns.discard')}
        </button>
        <button type="button" className="iv-button" disabled={!layout.canReset} onClick={layout.reset}>
          {t('invoice.columns.reset')}
        </button>
      </div>
      <p role="status" className="iv-status">
        {layout.saveFailureMessage ? null : layout.unsaved ? t('invoice.columns.unsaved') : layout.allSaved ? t('invoice.columns.allSaved') : null}
      </p>
      {layout.saveFailureMessage ? (
        <div role="alert" className="iv-row-actions">
          <span className="iv-error">{t(layout.saveFailureMessage)}</span>
          <button type="button" className="iv-button" onClick={layout.retry}>
            {t('invoice.columns.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
