/**
 * Customs (bond with the spec's rules as help text, ISF for ocean, IOR), additional services
 * (insurance with the cargo value, liftgates at door ends) and FBA packing for an FBA destination.
 * What is shown is what applies: the machine's `applicable` decides.
 */
import type { ReactNode } from 'react';
import { Fieldset, Stack, Text } from '@chakra-ui/react';
import { applicable, LIMITS, type CustomsBond, type FbaPackingParty } from '../../../../machines/quote-search.machine';
import { formatAmount } from '../../../i18n/money';
import { useLocale } from '../../../i18n/i18n-provider';
import { CheckField, ChoiceGroup, TextField } from '../form-controls';
import { fieldId, useFieldError, useFindQuote, useSend, useT } from './find-quote-actor';

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
        {legend}
      </Fieldset.Legend>
      <Stack gap="4">{children}</Stack>
    </Fieldset.Root>
  );
}

export function CustomsFields() {
  const t = useT();
  const send = useSend();
  const { locale } = useLocale();
  const customs = useFindQuote((s) => s.context.draft.customs);
  const shows = useFindQuote((s) => applicable(s.context.draft));
  const goodsError = useFieldError('customs.goodsValue');
  const threshold = `USD ${formatAmount(LIMITS.dutiesAboveUsd, locale)}`;
  return (
    <Section legend={t('findQuote.customs.legend')}>
      <ChoiceGroup<CustomsBond>
        id={fieldId('customs.bond')}
        legend={t('findQuote.customs.bond')}
        value={customs.bond}
        choices={[
          { value: 'NONE', label: t('findQuote.customs.bond.NONE'), help: t('findQuote.customs.bond.NONE.help') },
          { value: 'SINGLE', label: t('findQuote.customs.bond.SINGLE'), help: t('findQuote.customs.bond.SINGLE.help', { threshold }) },
          { value: 'CONTINUOUS', label: t('findQuote.customs.bond.CONTINUOUS'), help: t('findQuote.customs.bond.CONTINUOUS.help') },
        ]}
        onValueChange={(bond) => send({ type: 'CUSTOMS.BOND', bond })}
      />
      {shows.goodsValue ? (
        <Stack gap="1">
          <TextField
            id={fieldId('customs.goodsValue')}
            label={t('findQuote.customs.goodsValue')}
            inputMode="decimal"
            value={customs.goodsValue}
            onValueChange={(text) => send({ type: 'CUSTOMS.GOODS_VALUE', text })}
            error={goodsError}
            hint={t('findQuote.customs.goodsValue.help', { threshold })}
          />
          <Text role="status" fontSize="sm" color={shows.dutiesEstimated ? 'fg' : 'fg.muted'}>
            {shows.dutiesEstimated ? t('findQuote.customs.duties', { threshold }) : ''}
          </Text>
        </Stack>
      ) : null}
      {shows.isf ? (
        <CheckField
          id={fieldId('customs.isf')}
          label={t('findQuote.customs.isf')}
          hint={t('findQuote.customs.isf.help')}
          checked={customs.isf}
          onCheckedChange={(value) => send({ type: 'CUSTOMS.ISF', value })}
        />
      ) : null}
      <CheckField
        id={fieldId('customs.ior')}
        label={t('findQuote.customs.ior')}
        hint={t('findQuote.customs.ior.help')}
        checked={customs.ior}
        onCheckedChange={(value) => send({ type: 'CUSTOMS.IOR', value })}
      />
    </Section>
  );
}

export function ServicesFields() {
  const t = useT();
  const send = useSend();
  const services = useFindQuote((s) => s.context.draft.services);
  const shows = useFindQuote((s) => applicable(s.context.draft));
  const cargoValueError = useFieldError('services.cargoValue');
  return (
    <Section legend={t('findQuote.services.legend')}>
      <CheckField
        id={fieldId('services.insurance')}
        label={t('findQuote.services.insurance')}
        hint={t('findQuote.services.insurance.help')}
        checked={services.insurance}
        onCheckedChange={(value) => send({ type: 'SERVICES.INSURANCE', value })}
      />
      {shows.cargoValue ? (
        <TextField
          id={fieldId('services.cargoValue')}
          label={t('findQuote.services.cargoValue')}
          inputMode="decimal"
          value={services.cargoValue}
          onValueChange={(text) => send({ type: 'SERVICES.CARGO_VALUE', text })}
          error={cargoValueError}
        />
      ) : null}
      {shows.liftgatePickup ? (
        <CheckField
          id={fieldId('services.liftgatePickup')}
          label={t('findQuote.services.liftgatePickup')}
          checked={services.liftgatePickup}
          onCheckedChange={(value) => send({ type: 'SERVICES.LIFTGATE', at: 'pickup', value })}
        />
      ) : null}
      {shows.liftgateDelivery ? (
        <CheckField
          id={fieldId('services.liftgateDelivery')}
          label={t('findQuote.services.liftgateDelivery')}
          checked={services.liftgateDelivery}
          onCheckedChange={(value) => send({ type: 'SERVICES.LIFTGATE', at: 'delivery', value })}
        />
      ) : null}
      {!shows.liftgatePickup && !shows.liftgateDelivery ? (
        <Text fontSize="sm" color="fg.muted">
          {t('findQuote.services.liftgate.none')}
        </Text>
      ) : null}
    </Section>
  );
}

export function FbaPackingFields() {
  const t = useT();
  const send = useSend();
  const packing = useFindQuote((s) => s.context.draft.fbaPacking);
  const labelledError = useFieldError('fbaPacking.labelledBy');
  const palletizedError = useFieldError('fbaPacking.palletizedBy');
  const choices = (['SUPPLIER', 'FORWARDER'] as const).map((p) => ({ value: p, label: t(`findQuote.fba.party.${p}`) }));
  return (
    <Section legend={t('findQuote.fba.legend')}>
      <Text fontSize="sm" color="fg.muted">
        {t('findQuote.fba.help')}
      </Text>
      <ChoiceGroup<FbaPackingParty>
        id={fieldId('fbaPacking.labelledBy')}
        legend={t('findQuote.fba.labelledBy')}
        value={packing.labelledBy}
        inline
        choices={choices}
        onValueChange={(party) => send({ type: 'FBA.LABELLED_BY', party })}
        error={labelledError}
      />
      <ChoiceGroup<FbaPackingParty>
        id={fieldId('fbaPacking.palletizedBy')}
        legend={t('findQuote.fba.palletizedBy')}
        value={packing.palletizedBy}
        inline
        choices={choices}
        onValueChange={(party) => send({ type: 'FBA.PALLETIZED_BY', party })}
        error={palletizedError}
      />
    </Section>
  );
}
