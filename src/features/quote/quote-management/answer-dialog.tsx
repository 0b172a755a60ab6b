/**
 * Answer a custom quote request: the answer's currency, the day its price is guaranteed through, the
 * end-to-end transit days, the carrier and a note, then the charge rows (fee name, unit price, units,
 * pricing unit, currency, exchange rate; each row's amount and the total by the one rule). Each error
 * sits under its field, a refusal in the dialog; nothing typed is lost, and the focus goes to the first
 * field with an error. It renders what machines/quote-management.connect.ts gives and decides nothing.
 */
import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { ChargeRowView, QuoteManagementView } from '../../../../machines/quote-management.connect';
import type { RowField } from '../../../../machines/quote-management.machine';
import { SelectField, TextAreaField } from '../../../components/form/form-controls';
import { TextField } from '../../../components/form/text-field';
import { FormDialog } from '../../../components/form-dialog';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { useDateFormat } from '../../../i18n/use-date-format';

const FORM_ID = 'qm-answer-form';

export function AnswerDialog({ view, finalFocus }: { view: QuoteManagementView; finalFocus: () => HTMLElement | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const open = view.dialog === 'answer';
  const request = view.target;
  const err = (id: string | undefined) => (id ? t(id) : undefined);
  const { values, fieldErrors } = view;
  return (
    <FormDialog
      open={open}
      formId={FORM_ID}
      title={t('quoteManagement.answer.title', { requestNo: request?.requestNo ?? '' })}
      subtitle={request ? <Text color="fg.muted">{request.summary}</Text> : null}
      maxW="4xl"
      busy={view.sending}
      canClose={!view.sending}
      errorSeq={view.focusSeq}
      initialFocus="input, select"
      finalFocus={finalFocus}
      error={view.formError ? t(view.formError) : null}
      cancelLabel={t('quoteManagement.form.cancel')}
      submitLabel={t('quoteManagement.form.send')}
      busyLabel={t('quoteManagement.form.sending')}
      onSubmit={view.submit}
      onClose={view.cancel}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField id="qm-currency" label={t('quoteManagement.form.currency')} value={values.currency} options={view.currencyOptions} onValueChange={(v) => view.edit('currency', v)} error={err(fieldErrors.currency)} />
        <TextField id="qm-validUntil" type="date" label={t('quoteManagement.form.validUntil')} hint={t('quoteManagement.form.validUntil.hint')} value={values.validUntil} onValueChange={(v) => view.edit('validUntil', v)} error={err(fieldErrors.validUntil)} />
        <TextField id="qm-carrier" label={t('quoteManagement.form.carrier')} value={values.carrier} onValueChange={(v) => view.edit('carrier', v)} error={err(fieldErrors.carrier)} />
        <TextField id="qm-transitMin" inputMode="numeric" label={t('quoteManagement.form.transitMin')} value={values.transitMin} onValueChange={(v) => view.edit('transitMin', v)} error={err(fieldErrors.transitMin)} />
        <TextField id="qm-transitMax" inputMode="numeric" label={t('quoteManagement.form.transitMax')} value={values.transitMax} onValueChange={(v) => view.edit('transitMax', v)} error={err(fieldErrors.transitMax)} />
      </SimpleGrid>

      <Box as="fieldset">
        <Text as="legend" fontWeight="semibold" mb="2">
          {t('quoteManagement.form.charges')}
        </Text>
        <Stack gap="4">
          {view.rows.map((row) => (
            <ChargeRow key={row.index} row={row} view={view} />
          ))}
        </Stack>
        {view.canAddRow ? (
          <Button mt="3" size="sm" variant="outline" onClick={view.addRow}>
            {t('quoteManagement.form.addRow')}
          </Button>
        ) : null}
      </Box>

      <Text fontWeight="semibold" role="status" aria-live="polite">
        {view.total === null
          ? t('quoteManagement.form.totalPending')
          : t('quoteManagement.form.total', { total: formatMoney(view.total, values.currency, locale), date: values.validUntil ? formatDate(values.validUntil) : '' })}
      </Text>

      <TextAreaField id="qm-note" label={t('quoteManagement.form.note')} value={values.note} onValueChange={(v) => view.edit('note', v)} error={err(fieldErrors.note)} hint={t('quoteManagement.form.note.hint', { max: view.noteMax })} />
    </FormDialog>
  );
}

const ChargeRow = memo(function ChargeRow({ row, view }: { row: ChargeRowView; view: QuoteManagementView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { locale } = useLocale();
  const n = row.index + 1;
  const id = (field: RowField) => `qm-row-${row.index}-${field}`;
  const label = (field: RowField) => t(`quoteManagement.row.${field}`, { n });
  const err = (field: RowField) => (row.errors[field] ? t(row.errors[field]!) : undefined);
  const text = (field: Exclude<RowField, 'currency'>, numeric = false) => (
    <TextField id={id(field)} inputMode={numeric ? 'decimal' : undefined} label={label(field)} value={row.values[field]} onValueChange={(v) => view.editRow(row.index, field, v)} error={err(field)} />
  );
  return (
    <Box role="group" aria-label={t('quoteManagement.row.label', { n })} borderWidth="1px" rounded="md" p="3">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {text('feeName')}
        {text('unitPrice', true)}
        {text('units', true)}
        {text('pricingUnit')}
        <SelectField id={id('currency')} label={label('currency')} value={row.values.currency} options={view.currencyOptions} onValueChange={(v) => view.editRow(row.index, 'currency', v)} error={err('currency')} />
        {text('exchangeRate', true)}
      </SimpleGrid>
      <Flex mt="2" justify="space-between" align="center" gap="3" wrap="wrap">
        <Text textStyle="sm">
          {row.amount === null || row.inAnswerCurrency === null
            ? t('quoteManagement.row.amountPending')
            : t('quoteManagement.row.amount', {
                amount: formatMoney(row.amount, row.values.currency, locale),
                converted: formatMoney(row.inAnswerCurrency, view.values.currency, locale),
              })}
        </Text>
        {row.canRemove ? (
          <Button size="xs" variant="ghost" onClick={() => view.removeRow(row.index)}>
            {t('quoteManagement.row.remove', { n })}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
});
