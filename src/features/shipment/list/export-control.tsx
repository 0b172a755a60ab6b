/**
 * Export CSV: the button, then the export's progress with Cancel, then what came of it (the file
 * saved, cancelled, or failed with Try again). Progress and outcomes are announced (role=status;
 * a failure role=alert).
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { CsvExportPhase } from '../../../../machines/csv-export.connect';

export interface ExportControlProps {
  phase: CsvExportPhase;
  progress: { done: number; total: number; percent: number };
  canExport: boolean;
  canCancel: boolean;
  failureMessage: string | null;
  file: { fileName: string; rows: number } | null;
  onExport: () => void;
  cancel: () => void;
  retry: () => void;
  dismiss: () => void;
}

export const ExportButton = memo(function ExportButton({ disabled, onExport }: { disabled: boolean; onExport: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className="sl-button" disabled={disabled} onClick={onExport}>
      {intl.formatMessage({ id: 'shipment.export.button' })}
    </button>
  );
});

/**
 * What the export is doing or did. The status line is always there (empty while idle), so that
 * screen readers announce each new message in it.
 */
export const ExportStatus = memo(function ExportStatus({ phase, progress, canCancel, failureMessage, file, cancel, retry, dismiss }: ExportControlProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = (n: number) => intl.formatNumber(n);
  const running = progress.total ? t('shipment.export.running', { done: count(progress.done), total: count(progress.total) }) : t('shipment.export.starting');
  const status =
    phase === 'running' ? running
      : phase === 'done' && file ? t('shipment.export.done', { rows: count(file.rows), fileName: file.fileName })
        : phase === 'cancelled' ? t('shipment.export.cancelled')
          : '';
  return (
    <div className="sl-export">
      {phase === 'running' ? (
        <div className="sl-export-row">
          <progress max={100} value={progress.percent} aria-label={t('shipment.export.progressLabel')} aria-valuetext={running} />
          <button type="button" className="sl-button" onClick={cancel} disabled={!canCancel}>
            {t('shipment.export.cancel')}
          </button>
        </div>
      ) : null}
      <div className="sl-export-row">
        <p role="status">{status}</p>
        {phase === 'done' || phase === 'cancelled' ? (
          <button type="button" className="sl-button" onClick={dismiss}>
            {t('shipment.export.dismiss')}
          </button>
        ) : null}
      </div>
      {phase === 'failed' ? (
        <div className="sl-export-row">
          <p role="alert">{failureMessage ? t(failureMessage) : null}</p>
          <button type="button" className="sl-button" onClick={retry}>
            {t('shipment.export.retry')}
          </button>
          <button type="button" className="sl-button" onClick={dismiss}>
            {t('shipment.export.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
});
