/**
 * The temporary password an invitation, a client company or a reset answered, shown to the admin once
 * beside the invitation e-mail that carries it (docs/decisions/211, 218), so that they can also hand it
 * over: a labelled panel with the password and a Copy button. It
 * stays until the admin dismisses the notice it sits in or does anything next (the machine drops it).
 * It renders what the connect gives; the only state here is whether this password was just copied.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyUsersView } from '../../../../machines/account/company-users.connect';

type Handover = NonNullable<CompanyUsersView['handover']>;

export function TemporaryPasswordPanel({ handover }: { handover: Handover }) {
  const intl = useIntl();
  const headingId = useId();
  // Which password the last copy was of: a new one starts without "Copied".
  const [copied, setCopied] = useState<{ of: Handover; ok: boolean } | null>(null);
  const copyStatus = copied?.of === handover ? (copied.ok ? 'companyUsers.handover.copied' : 'companyUsers.handover.copyFailed') : null;

  const copy = async () => {
    try {
      // Absent outside a secure context (a server reached over plain http): the password stays selectable.
      await navigator.clipboard.writeText(handover.password);
      setCopied({ of: handover, ok: true });
    } catch {
      setCopied({ of: handover, ok: false });
    }
  };

  return (
    <section className="cu-handover" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage({ id: 'companyUsers.handover.title' }, { name: handover.name })}</h3>
      <p>
        {intl.formatMessage(
          { id: 'companyUsers.handover.body' },
          { firstName: handover.firstName, email: handover.email, password: <code className="cu-password">{handover.password}</code> },
        )}
      </p>
      <div className="cu-handover-actions">
        <button type="button" className="cu-button" onClick={copy}>
          {intl.formatMessage({ id: 'companyUsers.handover.copy' })}
        </button>
        <span role="status">{copyStatus ? intl.formatMessage({ id: copyStatus }) : null}</span>
      </div>
    </section>
  );
}
