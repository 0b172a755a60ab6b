/**
 * Customs (what the lane offers: US bonds with the formal-entry threshold and ISF for ocean into the
 * US, by domain/lane-rules.ts; IOR everywhere; a notice when a lane change cleared an option), additional services
 * (insurance with the cargo value, liftgates at door ends) and FBA packing for an FBA destination.
 * What is shown is what applies: the connect's `options()` says.
 */
import type { ReactNode } from 'react';
import { Fieldset, Stack, Text } from '@chakra-ui/react';
import { customsBondValues, fbaPackingPartyValues } from '../../../api/schema.gen';
import type { CustomsBond, FbaPackingParty } from '../../../../machines/quote-search/quote-search.types';
import { formatAmount } from '../../../i18n/money';
import { useLocale } from '../../../i18n/i18n-provider';
import { CheckField, ChoiceGroup } from '../../../components/form/form-controls';
import { TextField } from '../../../components/form/text-field';
import { fieldId, useFieldError, useFindQuote, useFindQuoteNow, useT } from './find-quote-actor';

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
  const now = useFindQuoteNow();
  const { locale } = useLocale();
  const customs = useFindQuote((v) => v.customs);
  const shows = useFindQuote((v) => v.options());
  const needsDestination = useFindQuote((v) => v.customsNeedsDestination, Object.is);
  const notice = useFindQuote((v) => v.notice('customs'));
  const goodsError = useFieldError('customs.goodsValue');
  const threshold = shows.formalEntryThresholdUsd === null ? '' : `USD ${formatAmount(shows.formalEntryThresholdUsd, locale)}`;
  return (
    <Section legend={t('findQuote.customs.legend')}>
      {/* Always in the page, so that the announcement of a cleared option is heard. */}
      <Text role="status" fontSize="sm" color="fg.warning" hidden={!notice}>
        {notice ? t(notice.id, notice.values) : ''}
      </Text>
      {!shows.usBond && !shows.isf ? (
        <Text fontSize="sm" color="fg.muted">
          {t(needsDestination ? 'findQuote.customs.needsDestination' : 'findQuote.customs.noLaneOptions')}
        </Text>
      ) : null}
      {shows.usBond ? (
        <ChoiceGroup<CustomsBond>
          id={fieldId('customs.bond')}
          legend={t('findQuote.customs.bond')}
          value={customs.bond}
          choices={customsBondValues.map((bond) => ({
            value: bond,
            label: t(`findQuote.customs.bond.${bond}`),
            help: t(`findQuote.customs.bond.${bond}.help`, { threshold }),
          }))}
          onValueChange={(bond) => now().setBond(bond)}
        />
      ) : null}
      {shows.goodsValue ? (
        <Stack gap="1">
          <TextField
            id={fieldId('customs.goodsValue')}
            label={t('findQuote.customs.goodsValue')}
            inputMode="decimal"
            value={customs.goodsValue}
            onValueChange={(text) => now().setGoodsValue(text)}
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
          onCheckedChange={(value) => now().setIsf(value)}
        />
      ) : null}
      <CheckField
        id={fieldId('customs.ior')}
        label={t('findQuote.customs.ior')}
        hint={t('findQuote.customs.ior.help')}
        checked={customs.ior}
        onCheckedChange={(value) => now().setIor(value)}
      />
    </Section>
  );
}

export function ServicesFields() {
  const t = useT();
  const now = useFindQuoteNow();
  const services = useFindQuote((v) => v.services);
  const shows = useFindQuote((v) => v.options());
  const cargoValueError = useFieldError('services.cargoValue');
  return (
    <Section legend={t('findQuote.services.legend')}>
      <CheckField
        id={fieldId('services.insurance')}
        label={t('findQuote.services.insurance')}
        hint={t('findQuote.services.insurance.help')}
        checked={services.insurance}
        onCheckedChange={(value) => now().setInsurance(value)}
      />
      {shows.cargoValue ? (
        <TextField
          id={fieldId('services.cargoValue')}
          label={t('findQuote.services.cargoValue')}
          inputMode="decimal"
          value={services.cargoValue}
          onValueChange={(text) => now().setCargoValue(text)}
          error={cargoValueError}
        />
      ) : null}
      {shows.liftgatePickup ? (
        <CheckField
          id={fieldId('services.liftgatePickup')}
          label={t('findQuote.services.liftgatePickup')}
          checked={services.liftgatePickup}
          onCheckedChange={(value) => now().setLiftgate('pickup', value)}
        />
      ) : null}
      {shows.liftgateDelivery ? (
        <CheckField
          id={fieldId('services.liftgateDelivery')}
          label={t('findQuote.services.liftgateDelivery')}
          checked={services.liftgateDelivery}
          onCheckedChange={(value) => now().setLiftgate('delivery', value)}
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
  const now = useFindQuoteNow();
  const packing = useFindQuote((v) => v.fbaPacking);
  const labelledError = useFieldError('fbaPacking.labelledBy');
  const palletizedError = useFieldError('fbaPacking.palletizedBy');
  const choices = fbaPackingPartyValues.map((p) => ({ value: p, label: t(`findQuote.fba.party.${p}`) }));
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
        onValueChange={(party) => now().setLabelledBy(party)}
        error={labelledError}
      />
      <ChoiceGroup<FbaPackingParty>
        id={fieldId('fbaPacking.palletizedBy')}
        legend={t('findQuote.fba.palletizedBy')}
        value={packing.palletizedBy}
        inline
        choices={choices}
        onValueChange={(party) => now().setPalletizedBy(party)}
        error={palletizedError}
      />
    </Section>
  );
}
