/**
 * The forms of the shipment actions, one open at a time under the action buttons: the confirmations
 * (send to the provider, close, release the hold), the rating, the status change, the hold and a new
 * adjustment. Each field has its visible label and its message right under it; what was typed stays
 * through every error. They render the lifecycle connect and decide nothing.
 */
import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import type { LifecycleForm, LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import type { Notice } from '../../../../machines/shipment-lifecycle/lifecycle.context';
import { ChoiceGroup, SelectField, TextAreaField } from '../../../components/form/form-controls';
import { TextField } from '../../../components/form/text-field';
import { ActionFormCard } from './action-form-card';
import { useDetailText } from './detail-text';
import { ToneAlert } from '../../../components/message-alert';

const TITLES: Record<LifecycleForm, string> = {
  sendToProvider: 'shipment.detail.form.sendToProvider.title',
  close: 'shipment.detail.form.close.title',
  rate: 'shipment.detail.form.rate.title',
  status: 'shipment.detail.form.status.title',
  hold: 'shipment.detail.form.hold.title',
  release: 'shipment.detail.form.release.title',
  adjustment: 'shipment.detail.form.adjustment.title',
};

const SUBMIT: Record<LifecycleForm, string> = {
  sendToProvider: 'shipment.detail.form.sendToProvider.submit',
  close: 'shipment.detail.form.close.submit',
  rate: 'shipment.detail.form.rate.submit',
  status: 'shipment.detail.form.status.submit',
  hold: 'shipment.detail.form.hold.submit',
  release: 'shipment.detail.form.release.submit',
  adjustment: 'shipment.detail.form.adjustment.submit',
};

export const ACTION_FORM_ID = 'shipment-action-form';

export function ActionForm({ view, form }: { view: LifecycleView; form: LifecycleForm }) {
  const { t } = useDetailText();
  const error = (field: string) => (view.errors[field] ? t(view.errors[field]) : undefined);
  const readOnly = view.submitting;

  let body: ReactNode = null;
  switch (form) {
    case 'sendToProvider':
      body = <Text>{t('shipment.detail.form.sendToProvider.text', { forwarder: view.shipment?.forwarderName ?? '' })}</Text>;
      break;
    case 'close':
      body = <Text>{t('shipment.detail.form.close.text')}</Text>;
      break;
    case 'release':
      body = <Text>{t('shipment.detail.form.release.text')}</Text>;
      break;
    case 'rate':
      body = (
        <>
          <ChoiceGroup
            id="shipment-rate-score"
            legend={t('shipment.detail.form.rate.score')}
            value={view.rateForm.values.score}
            choices={view.rateForm.scores.map((score) => ({ value: String(score), label: t(`shipment.detail.form.rate.score.${score}`) }))}
            onValueChange={(value) => view.editRate('score', value)}
            error={error('score')}
            inline
          />
          <TextAreaField
            id="shipment-rate-comment"
            label={t('shipment.detail.form.rate.comment')}
            value={view.rateForm.values.comment}
            onValueChange={(value) => view.editRate('comment', value)}
            error={error('comment')}
            hint={t('shipment.detail.form.optionalMax', { max: view.rateForm.commentMax })}
            readOnly={readOnly}
          />
        </>
      );
      break;
    case 'status': {
      const f = view.statusForm;
      body = (
        <>
          <SelectField
            id="shipment-status-to"
            label={t('shipment.detail.form.status.to')}
            value={f.values.to}
            options={f.choices.map((c) => ({ value: c.value, label: t(c.label) }))}
            onValueChange={(value) => view.editStatus('to', value)}
            error={error('to') ?? error('status')}
            disabled={readOnly}
          />
          <SelectField
            id="shipment-status-progress"
            label={t('shipment.detail.form.status.progress')}
            value={f.values.progress}
            placeholder={t('shipment.detail.form.status.progress.keep')}
            options={f.progressChoices.map((c) => ({ value: c.value, label: t(c.label) }))}
            onValueChange={(value) => view.editStatus('progress', value)}
            error={error('progress')}
            disabled={readOnly}
          />
          <TextAreaField
            id="shipment-status-note"
            label={t('shipment.detail.form.status.note')}
            value={f.values.note}
            onValueChange={(value) => view.editStatus('note', value)}
            error={error('note')}
            hint={t('shipment.detail.form.optionalMax', { max: f.noteMax })}
            readOnly={readOnly}
          />
          <Stack as="fieldset" gap="3">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
              {t('shipment.detail.form.status.transport')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('shipment.detail.form.status.transportHint')}
            </Text>
            {f.transportFields.map((field) => (
              <TextField
                key={field}
                id={`shipment-status-${field}`}
                label={t(`shipment.detail.form.status.${field}${field === 'vesselOrFlightNo' || field === 'houseNo' || field === 'masterNo' ? (f.air ? '.air' : '.ocean') : ''}`)}
                value={f.values[field]}
                onValueChange={(value) => view.editStatus(field, value)}
                error={error(field)}
                readOnly={readOnly}
                autoComplete="off"
              />
            ))}
          </Stack>
        </>
      );
      break;
    }
    case 'hold': {
      const f = view.holdForm;
      body = (
        <>
          <SelectField
            id="shipment-hold-category"
            label={t('shipment.detail.form.hold.category')}
            value={f.values.category}
            placeholder={t('shipment.detail.form.choose')}
            options={f.categories.map((c) => ({ value: c.value, label: t(c.label) }))}
            onValueChange={(value) => view.editHold('category', value)}
            error={error('category')}
            disabled={readOnly}
          />
          {f.showDocumentType ? (
            <SelectField
              id="shipment-hold-document-type"
              label={t('shipment.detail.form.hold.documentType')}
              value={f.values.documentType}
              placeholder={t('shipment.detail.form.choose')}
              options={f.documentTypes.map((d) => ({ value: d.value, label: t(d.label) }))}
              onValueChange={(value) => view.editHold('documentType', value)}
              error={error('documentType')}
              disabled={readOnly}
            />
          ) : null}
          <TextAreaField
            id="shipment-hold-reason"
            label={t('shipment.detail.form.hold.reason')}
            value={f.values.reason}
            onValueChange={(value) => view.editHold('reason', value)}
            error={error('reason')}
            hint={t('shipment.detail.form.hold.reasonHint', { max: f.reasonMax })}
            readOnly={readOnly}
          />
        </>
      );
      break;
    }
    case 'adjustment': {
      const f = view.adjustmentForm;
      body = (
        <>
          <TextField
            id="shipment-adjustment-code"
            label={t('shipment.detail.form.adjustment.chargeCode')}
            value={f.values.chargeCode}
            onValueChange={(value) => view.editAdjustment('chargeCode', value)}
            error={error('chargeCode')}
            hint={t('shipment.detail.form.adjustment.chargeCodeHint')}
            readOnly={readOnly}
            autoComplete="off"
          />
          <TextAreaField
            id="shipment-adjustment-description"
            label={t('shipment.detail.form.adjustment.description')}
            value={f.values.description}
            onValueChange={(value) => view.editAdjustment('description', value)}
            error={error('description')}
            readOnly={readOnly}
            maxLength={f.descriptionMax}
          />
          <TextField
            id="shipment-adjustment-date"
            type="date"
            label={t('shipment.detail.form.adjustment.date')}
            value={f.values.date}
            onValueChange={(value) => view.editAdjustment('date', value)}
            error={error('date')}
            hint={t('shipment.detail.form.adjustment.dateHint')}
            readOnly={readOnly}
          />
          <TextField
            id="shipment-adjustment-amount"
            inputMode="decimal"
            label={t('shipment.detail.form.adjustment.amount', { currency: f.currency })}
            value={f.values.amount}
            onValueChange={(value) => view.editAdjustment('amount', value)}
            error={error('amount') ?? error('currency')}
            hint={t('shipment.detail.form.adjustment.amountHint')}
            readOnly={readOnly}
            autoComplete="off"
          />
        </>
      );
      break;
    }
  }

  return (
    <ActionFormCard view={view} id={ACTION_FORM_ID} openForm={form} title={t(TITLES[form])} submitLabel={t(SUBMIT[form])} level="h3" danger={form === 'close'}>
      {body}
    </ActionFormCard>
  );
}

/** A message by the actions: what the last one did (announced), or why the server refused it; an item's is smaller. */
export function ActionNotice({ notice, size }: { notice: Notice; size?: 'sm' }) {
  const { t } = useDetailText();
  return (
    <ToneAlert problem={notice.tone !== 'success'} size={size}>
      {t(notice.id)}
    </ToneAlert>
  );
}
