/**
 * The bill payment dialog (machines/billing/bill-payment.connect.ts): why a bill cannot be paid, or the
 * method (online, bank transfer with the account for the bill's currency or "No Info"), Pay, then the
 * attempt's status with what happens next, Cancel while allowed, Try again after a failed call, and
 * a new payment after an attempt that did not succeed. Status changes are announced (role=status).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { BillPaymentView } from '../../../../machines/billing/bill-payment.connect';
import type { BankDetails } from '../../../../machines/billing/bill-payment.machine';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { useDateFormat } from '../../../i18n/use-date-format';
import { AppDialog } from '../../../components/app-dialog';
import { MessageAlert, ToneAlert } from '../../../components/message-alert';

const BANK_FIELDS: readonly (keyof BankDetails)[] = ['recipientName', 'recipientAddress', 'bankName', 'bankAddress', 'accountNo', 'swiftCode', 'abaRouting'];

function BankDetailsList({ details, reference }: { details: BankDetails; reference: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section aria-labelledby="bill-pay-bank-heading">
      <Text as="h3" id="bill-pay-bank-heading" fontWeight="semibold" mb="2">
        {t('billing.pay.bank.heading')}
      </Text>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)', gap: '0.25rem 0.75rem', overflowWrap: 'anywhere' }}>
        {reference ? (
          <>
            <dt>{t('billing.bank.reference')}</dt>
            <dd data-testid="bill-pay-reference">{reference}</dd>
          </>
        ) : null}
        {BANK_FIELDS.filter((key) => details[key]).map((key) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`billing.bank.${key}`)}</dt>
            <dd>{details[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function BillPaymentDialog({ view, finalFocus }: { view: BillPaymentView; finalFocus?: () => HTMLElement | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { bill, attempt } = view;
  const amount = bill ? formatMoney(bill.amountDue, bill.currency, locale) : '';
  const choosing = view.canChooseMethod;
  const problem = view.problemMessage ? <ToneAlert problem>{t(view.problemMessage)}</ToneAlert> : null;

  return (
    <AppDialog
      open={view.isOpen}
      onClose={view.close}
      canClose={!view.busy}
      closeOnOutside
      finalFocus={finalFocus}
      maxW="lg"
      title={t('billing.pay.title', { billNo: bill?.billNo ?? '' })}
      footer={
        <>
          <Button variant="outline" onClick={view.close} disabled={view.busy}>
            {t('billing.pay.close')}
          </Button>
          {view.canCancelAttempt || view.cancelling ? (
            <Button variant="outline" colorPalette="red" onClick={view.cancelAttempt} loading={view.cancelling} loadingText={t('billing.pay.cancelling')}>
              {t('billing.pay.cancelAttempt')}
            </Button>
          ) : null}
          {view.canRetry ? <Button onClick={view.retry}>{t('billing.pay.retry')}</Button> : null}
          {view.canTryAgain ? <Button onClick={view.tryAgain}>{t('billing.pay.tryAgain')}</Button> : null}
          {view.showPay ? (
            <Button
              colorPalette="brand"
              onClick={view.pay}
              disabled={!view.canPay}
              loading={view.submitting}
              loadingText={t('billing.pay.submitting')}
            >
              {t(view.payLabel, { amount })}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="4">
        {bill ? <Text>{t('billing.pay.summary', { amount, date: formatDate(bill.dueDate), shipmentNo: bill.shipmentNo })}</Text> : null}

        {view.notPayableReason ? (
          <MessageAlert status="info">{t(view.notPayableReason)}</MessageAlert>
        ) : null}

        {choosing ? (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t('billing.pay.method.legend')}</legend>
            <Stack gap="2">
              {view.methodOptions.map((option) => (
                <label key={option.value} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', cursor: 'pointer' }}>
                  <input
                    type="radio"
                    name="bill-pay-method"
                    value={option.value}
                    checked={view.method === option.value}
                    disabled={!view.canChooseMethod}
                    onChange={() => view.chooseMethod(option.value)}
                    aria-describedby={`bill-pay-method-${option.value}-hint`}
                    style={{ marginTop: '0.3rem' }}
                  />
                  <span>
                    <span style={{ display: 'block', fontWeight: 500 }}>{t(option.label)}</span>
                    <Text as="span" id={`bill-pay-method-${option.value}-hint`} textStyle="sm" color="fg.muted">
                      {t(`billing.pay.method.${option.value}.hint`)}
                    </Text>
                  </span>
                </label>
              ))}
            </Stack>
          </fieldset>
        ) : null}

        {view.bank === 'loading' ? <Text role="status">{t('billing.pay.bank.loading')}</Text> : null}
        {view.bank === 'noInfo' && bill ? (
          <MessageAlert status="warning" urgent>
            {t('billing.pay.bank.noInfo', { currency: bill.currency })}
          </MessageAlert>
        ) : null}
        {choosing && view.bankDetails ? <BankDetailsList details={view.bankDetails} reference={null} /> : null}

        <div role="status" aria-live="polite">
          {view.submitting ? <Text>{t('billing.pay.submitting')}</Text> : null}
          {attempt && view.showAttempt ? (
            <Stack gap="2">
              <Text fontWeight="semibold" data-testid="bill-pay-status">
                {t('billing.pay.status', { status: t(view.attemptStatus!) })}
              </Text>
              <Text>{t(view.attemptGuidance!, { reason: attempt.failureReason ?? '' })}</Text>
            </Stack>
          ) : null}
        </div>

        {attempt && view.showAttempt ? (
          attempt.bankDetails ? (
            <BankDetailsList details={attempt.bankDetails} reference={attempt.reference} />
          ) : (
            <Text textStyle="sm">{t('billing.pay.reference', { reference: attempt.reference })}</Text>
          )
        ) : null}
        {view.runningAttempt ? <Text textStyle="sm" color="fg.muted">{t('billing.pay.closeNote')}</Text> : null}
        {view.cancelProblemMessage ? (
          <MessageAlert status="warning" urgent>
            {t(view.cancelProblemMessage)}
          </MessageAlert>
        ) : null}
        {problem}
      </Stack>
    </AppDialog>
  );
}
