/**
 * Bank Details (/billing/bankDetail), the forwarder's (docs/decisions/125 and 126): the account each
 * currency's payouts go to, USD, EUR and GBP, to read and to edit. The machine checks the form with
 * the rules the backends share (SWIFT, ABA routing for USD, required fields) and places every message,
 * its own or the server's, next to its field; what was typed stays through every error.
 */
import { chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { connectBankDetails } from '../../../machines/billing/bank-details.connect';
import { bankDetailsMachine } from '../../../machines/billing/bank-details.machine';
import { useAppActors } from '../../app/app-services';
import { TextField } from '../../components/form/text-field';
import { useDateFormat } from '../../i18n/use-date-format';
import { bankDetailsCss } from './bank-details/bank-details-css';

const fieldId = (field: string) => `bank-${field}`;

export function BankDetailPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { formatDate } = useDateFormat();
  const { loadPayoutAccounts, savePayoutAccount } = useAppActors().billingInvoices;
  const machine = useMemo(() => bankDetailsMachine.provide({ actors: { loadPayoutAccounts, savePayoutAccount } }), [loadPayoutAccounts, savePayoutAccount]);
  const actor = useActorRef(machine);
  const view = connectBankDetails(useSelector(actor, (s) => s), actor.send);
  const currencyName = t(`billing.currency.${view.currency}`);

  // After an error, the first field in error takes the focus (its message is read with it). Only when
  // the errors are shown again: fixing a field while typing must not move the focus to the next one.
  const { focusSeq, firstErrorField, savedSeq } = view;
  const firstError = useRef(firstErrorField);
  firstError.current = firstErrorField;
  useEffect(() => {
    if (focusSeq > 0 && firstError.current) document.getElementById(fieldId(firstError.current))?.focus();
  }, [focusSeq]);
  // After a save, back to the Edit button, so the keyboard does not fall to the page's start.
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (savedSeq > 0) editButton.current?.focus();
  }, [savedSeq]);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('shell.route.bankDetail')}
      </Heading>
      <Text color="fg.muted">{t('bankDetail.intro')}</Text>
      <chakra.div css={bankDetailsCss} colorPalette="brand">
        {view.status === 'loading' ? (
          <HStack role="status" gap="3" py="6">
            <Spinner size="sm" />
            <Text>{t('bankDetail.loading')}</Text>
          </HStack>
        ) : null}

        {view.loadFailureMessage ? (
          <div role="alert" className="bd-actions">
            <Text>{t(view.loadFailureMessage)}</Text>
            <button type="button" className="bd-button" disabled={!view.canRetry} onClick={view.retry}>
              {t('bankDetail.retry')}
            </button>
          </div>
        ) : null}

        {view.status === 'viewing' || view.status === 'editing' ? (
          <>
            <fieldset className="bd-currencies">
              <legend>{t('bankDetail.currencies')}</legend>
              {view.currencies.map((c) => (
                <label key={c.currency} className="bd-currency">
                  <input
                    type="radio"
                    name="bank-currency"
                    value={c.currency}
                    checked={c.selected}
                    disabled={!c.canSelect}
                    onChange={() => view.selectCurrency(c.currency)}
                  />
                  {t(c.label)}
                </label>
              ))}
            </fieldset>

            <p role="status" className="bd-muted">
              {savedSeq > 0 && view.status === 'viewing' ? t('bankDetail.saved', { currency: currencyName }) : null}
            </p>

            {view.status === 'viewing' ? (
              <section className="bd-panel" aria-labelledby="bank-title">
                <h2 id="bank-title">{t('bankDetail.formTitle', { currency: currencyName })}</h2>
                {view.account ? (
                  <>
                    <dl className="bd-list">
                      {view.account.map((item) => (
                        <div key={item.field} style={{ display: 'contents' }}>
                          <dt>{t(item.label)}</dt>
                          <dd data-field={item.field}>{item.value}</dd>
                        </div>
                      ))}
                    </dl>
                    {view.updatedAt ? <p className="bd-muted">{t('bankDetail.updatedAt', { date: formatDate(view.updatedAt) })}</p> : null}
                  </>
                ) : (
                  <Text>{t('bankDetail.none', { currency: view.currency })}</Text>
                )}
                <div className="bd-actions">
                  <button ref={editButton} type="button" className="bd-button" data-primary="" disabled={!view.canEdit} onClick={view.startEdit}>
                    {view.account ? t('bankDetail.edit') : t('bankDetail.add')}
                  </button>
                </div>
              </section>
            ) : (
              <form
                className="bd-panel"
                aria-labelledby="bank-title"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  view.save();
                }}
              >
                <h2 id="bank-title">{t('bankDetail.formTitle', { currency: currencyName })}</h2>
                <p className="bd-muted">{t('bankDetail.required')}</p>
                {view.formError ? (
                  <p role="alert" className="bd-error">
                    {t(view.formError)}
                  </p>
                ) : null}
                <div className="bd-form">
                  {view.form.map((f) => (
                    <TextField
                      key={f.field}
                      id={fieldId(f.field)}
                      label={t(f.label)}
                      value={f.value}
                      onValueChange={(value) => view.edit(f.field, value)}
                      error={f.error ? t(f.error) : null}
                      hint={f.hint ? t(f.hint) : null}
                      required
                      readOnly={view.saving}
                      autoComplete="off"
                      spellCheck={false}
                    />
                  ))}
                </div>
                <div className="bd-actions">
                  <button type="submit" className="bd-button" data-primary="" disabled={!view.canSave} aria-busy={view.saving || undefined}>
                    {view.saving ? t('bankDetail.saving') : t('bankDetail.save')}
                  </button>
                  <button type="button" className="bd-button" disabled={!view.canCancel} onClick={view.cancel}>
                    {t('bankDetail.cancel')}
                  </button>
                </div>
              </form>
            )}
          </>
        ) : null}
      </chakra.div>
    </Stack>
  );
}
