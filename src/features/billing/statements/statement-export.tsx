/**
 * The history statement's CSV export: its progress with Cancel, then what came of it (saved,
 * cancelled, or failed with Try again). The status line is always there, so each message is announced.
 */
import { useIntl } from 'react-intl';
import type { CsvExportView } from '../../../../machines/csv-export.connect';
import type { StatementRow } from '../../../../machines/billing/statements.machine';

export function StatementExportStatus({ csv }: { csv: CsvExportView<StatementRow> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = (n: number) => intl.formatNumber(n);
  const running = csv.progress.total
    ? t('statements.export.running', { done: count(csv.progress.done), total: count(csv.progress.total) })
    : t('statements.export.starting');
  const status =
    csv.phase === 'running' ? running
      : csv.phase === 'done' && csv.file ? t('statements.export.done', { rows: count(csv.file.rows), fileName: csv.file.fileName })
        : csv.phase === 'cancelled' ? t('statements.export.cancelled')
          : '';
  return (
    <div className="bt-export">
      {csv.phase === 'running' ? (
        <div className="bt-export-row">
          <progress max={100} value={csv.progress.percent} aria-label={t('statements.export.progressLabel')} aria-valuetext={running} />
          <button type="button" className="bt-button" onClick={csv.cancel} disabled={!csv.canCancel}>
            {t('statements.export.cancel')}
          </button>
        </div>
      ) : null}
      <div className="bt-export-row">
        <p role="status">{status}</p>
        {csv.phase === 'done' || csv.phase === 'cancelled' ? (
          <button type="button" className="bt-button" onClick={csv.dismiss}>
            {t('statements.export.dismiss')}
          </button>
        ) : null}
      </div>
      {csv.phase === 'failed' ? (
        <div className="bt-export-row">
          <p role="alert">{csv.failureMessage ? t(csv.failureMessage) : null}</p>
          <button type="button" className="bt-button" onClick={csv.retry}>
            {t('statements.export.retry')}
          </button>
          <button type="button" className="bt-button" onClick={csv.dismiss}>
            {t('statements.export.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
