/**
 * Mode and cargo load: by package rows or by totals (AIR and LCL), containers (FCL), the unit systems,
 * the hazardous flag, and the live totals of what has been typed so far.
 */
import { memo } from 'react';
import { Box, Button, Fieldset, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import {
  cargoSummary, isStandardPallet, LIMITS, PACKAGE_KINDS,
  type LoadBy, type PackageField, type PackageKind, type ShipmentMode,
} from '../../../../machines/quote-search.machine';
import { CONTAINER_TYPES, type ContainerType, type DimensionUnit, type VolumeUnit, type WeightUnit } from '../../../../machines/cargo';
import { ChoiceGroup, CheckField, SelectField, TextField, ERROR_COLOR } from '../form-controls';
import { fieldId, useFieldError, useFindQuote, useSend, useT, useTranslateMessage } from './find-quote-actor';

const UNIT_CODE: Record<DimensionUnit | WeightUnit | VolumeUnit, string> = { CM: 'cm', INCH: 'in', KG: 'kg', LB: 'lb', CBM: 'cbm', CUFT: 'cuft' };

export function ModeField() {
  const t = useT();
  const send = useSend();
  const mode = useFindQuote((s) => s.context.draft.mode, Object.is);
  return (
    <ChoiceGroup<ShipmentMode>
      id={fieldId('mode')}
      legend={t('findQuote.mode.legend')}
      value={mode}
      inline
      choices={(['AIR', 'FCL', 'LCL'] as const).map((m) => ({ value: m, label: t(`findQuote.mode.${m}`) }))}
      onValueChange={(value) => send({ type: 'MODE.SET', mode: value })}
    />
  );
}

function UnitSwitches({ by }: { by: LoadBy }) {
  const t = useT();
  const send = useSend();
  const units = useFindQuote((s) => ({ d: s.context.draft.cargo.dimensionUnit, w: s.context.draft.cargo.weightUnit, v: s.context.draft.cargo.volumeUnit }));
  const unit = (u: keyof typeof UNIT_CODE) => t(`findQuote.unit.${UNIT_CODE[u]}`);
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('findQuote.units.help')}
      </Text>
      <HStack gap="8" wrap="wrap" align="start">
        {by === 'PACKAGES' ? (
          <ChoiceGroup<DimensionUnit>
            id={fieldId('cargo.dimensionUnit')}
            legend={t('findQuote.units.dimension')}
            value={units.d}
            inline
            choices={(['CM', 'INCH'] as const).map((u) => ({ value: u, label: unit(u) }))}
            onValueChange={(value) => send({ type: 'CARGO.DIMENSION_UNIT', unit: value })}
          />
        ) : null}
        <ChoiceGroup<WeightUnit>
          id={fieldId('cargo.weightUnit')}
          legend={t('findQuote.units.weight')}
          value={units.w}
          inline
          choices={(['KG', 'LB'] as const).map((u) => ({ value: u, label: unit(u) }))}
          onValueChange={(value) => send({ type: 'CARGO.WEIGHT_UNIT', unit: value })}
        />
        <ChoiceGroup<VolumeUnit>
          id={fieldId('cargo.volumeUnit')}
          legend={t('findQuote.units.volume')}
          value={units.v}
          inline
          choices={(['CBM', 'CUFT'] as const).map((u) => ({ value: u, label: unit(u) }))}
          onValueChange={(value) => send({ type: 'CARGO.VOLUME_UNIT', unit: value })}
        />
      </HStack>
    </Stack>
  );
}

const PackageRow = memo(function PackageRow({ id, index, removable }: { id: string; index: number; removable: boolean }) {
  const t = useT();
  const send = useSend();
  const row = useFindQuote((s) => s.context.draft.cargo.packages.find((r) => r.id === id));
  const units = useFindQuote((s) => ({ d: s.context.draft.cargo.dimensionUnit, w: s.context.draft.cargo.weightUnit }));
  const path = `cargo.packages.${id}`;
  const errors = {
    units: useFieldError(`${path}.units`),
    length: useFieldError(`${path}.length`),
    width: useFieldError(`${path}.width`),
    height: useFieldError(`${path}.height`),
    weight: useFieldError(`${path}.weight`),
  };
  if (!row) return null;
  const dim = t(`findQuote.unit.${UNIT_CODE[units.d]}`);
  const weight = t(`findQuote.unit.${UNIT_CODE[units.w]}`);
  const fixed = isStandardPallet(row.kind);
  const edit = (field: PackageField) => (text: string) => send({ type: 'PACKAGE.EDIT', id, field, text });
  const n = index + 1;
  return (
    <Fieldset.Root borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Fieldset.Legend fontWeight="medium" px="1">
        {t('findQuote.package.legend', { n })}
      </Fieldset.Legend>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(6, 1fr)' }} gap="3" alignItems="start">
        <Box gridColumn={{ base: 'span 2', md: 'span 2' }}>
          <SelectField
            id={fieldId(`${path}.kind`)}
            label={t('findQuote.package.kind')}
            value={row.kind}
            options={PACKAGE_KINDS.map((k) => ({ value: k, label: t(`findQuote.package.kind.${k}`) }))}
            onValueChange={(value) => send({ type: 'PACKAGE.KIND', id, kind: value as PackageKind })}
          />
        </Box>
        <TextField id={fieldId(`${path}.units`)} label={t('findQuote.package.units')} inputMode="numeric" value={row.units} onValueChange={edit('units')} error={errors.units} />
        <TextField
          id={fieldId(`${path}.length`)}
          label={t('findQuote.package.length', { unit: dim })}
          inputMode="decimal"
          value={row.length.text}
          onValueChange={edit('length')}
          error={errors.length}
          readOnly={fixed}
          hint={fixed ? t('findQuote.package.fixedBySize') : undefined}
        />
        <TextField
          id={fieldId(`${path}.width`)}
          label={t('findQuote.package.width', { unit: dim })}
          inputMode="decimal"
          value={row.width.text}
          onValueChange={edit('width')}
          error={errors.width}
          readOnly={fixed}
          hint={fixed ? t('findQuote.package.fixedBySize') : undefined}
        />
        <TextField id={fieldId(`${path}.height`)} label={t('findQuote.package.height', { unit: dim })} inputMode="decimal" value={row.height.text} onValueChange={edit('height')} error={errors.height} />
        <Box gridColumn={{ base: 'span 2', md: 'span 2' }}>
          <TextField id={fieldId(`${path}.weight`)} label={t('findQuote.package.weight', { unit: weight })} inputMode="decimal" value={row.weight.text} onValueChange={edit('weight')} error={errors.weight} />
        </Box>
        <Box gridColumn={{ base: 'span 2', md: 'span 4' }} alignSelf="end" textAlign="end">
          {removable ? (
            <Button type="button" variant="outline" size="sm" onClick={() => send({ type: 'PACKAGE.REMOVE', id })}>
              {t('findQuote.package.remove', { n })}
            </Button>
          ) : null}
        </Box>
      </Grid>
    </Fieldset.Root>
  );
});

function PackageRows() {
  const t = useT();
  const send = useSend();
  const ids = useFindQuote((s) => s.context.draft.cargo.packages.map((r) => r.id));
  const full = ids.length >= LIMITS.packageRows;
  return (
    <Stack gap="3">
      {ids.map((id, index) => (
        <PackageRow key={id} id={id} index={index} removable={ids.length > 1} />
      ))}
      <HStack gap="3">
        <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => send({ type: 'PACKAGE.ADD' })}>
          {t('findQuote.package.add')}
        </Button>
        {full ? (
          <Text fontSize="sm" color="fg.muted">
            {t('findQuote.package.full', { max: LIMITS.packageRows })}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

function TotalsFields() {
  const t = useT();
  const send = useSend();
  const totals = useFindQuote((s) => s.context.draft.cargo.totals);
  const units = useFindQuote((s) => ({ w: s.context.draft.cargo.weightUnit, v: s.context.draft.cargo.volumeUnit }));
  const errors = {
    units: useFieldError('cargo.totals.units'),
    weight: useFieldError('cargo.totals.weight'),
    volume: useFieldError('cargo.totals.volume'),
  };
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="3" alignItems="start">
      <SelectField
        id={fieldId('cargo.totals.packageType')}
        label={t('findQuote.totals.packageType')}
        value={totals.packageType}
        placeholder={t('findQuote.totals.packageType.none')}
        options={(['PALLET', 'BOX_CRATE'] as const).map((p) => ({ value: p, label: t(`findQuote.totals.packageType.${p}`) }))}
        onValueChange={(value) => send({ type: 'TOTALS.PACKAGE_TYPE', value: value as 'PALLET' | 'BOX_CRATE' | '' })}
      />
      <TextField id={fieldId('cargo.totals.units')} label={t('findQuote.totals.units')} inputMode="numeric" value={totals.units} onValueChange={(text) => send({ type: 'TOTALS.EDIT', field: 'units', text })} error={errors.units} />
      <TextField
        id={fieldId('cargo.totals.weight')}
        label={t('findQuote.totals.weight', { unit: t(`findQuote.unit.${UNIT_CODE[units.w]}`) })}
        inputMode="decimal"
        value={totals.weight.text}
        onValueChange={(text) => send({ type: 'TOTALS.EDIT', field: 'weight', text })}
        error={errors.weight}
      />
      <TextField
        id={fieldId('cargo.totals.volume')}
        label={t('findQuote.totals.volume', { unit: t(`findQuote.unit.${UNIT_CODE[units.v]}`) })}
        inputMode="decimal"
        value={totals.volume.text}
        onValueChange={(text) => send({ type: 'TOTALS.EDIT', field: 'volume', text })}
        error={errors.volume}
      />
    </Grid>
  );
}

const ContainerRow = memo(function ContainerRow({ id, index, removable }: { id: string; index: number; removable: boolean }) {
  const t = useT();
  const send = useSend();
  const row = useFindQuote((s) => s.context.draft.cargo.containers.find((r) => r.id === id));
  const typeError = useFieldError(`cargo.containers.${id}.type`);
  const countError = useFieldError(`cargo.containers.${id}.count`);
  if (!row) return null;
  const n = index + 1;
  return (
    <Fieldset.Root borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Fieldset.Legend fontWeight="medium" px="1">
        {t('findQuote.container.legend', { n })}
      </Fieldset.Legend>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr auto' }} gap="3" alignItems="end">
        <SelectField
          id={fieldId(`cargo.containers.${id}.type`)}
          label={t('findQuote.container.type')}
          value={row.type}
          options={CONTAINER_TYPES.map((c) => ({ value: c, label: t(`findQuote.container.type.${c}`) }))}
          onValueChange={(value) => send({ type: 'CONTAINER.TYPE', id, containerType: value as ContainerType })}
          error={typeError}
        />
        <TextField
          id={fieldId(`cargo.containers.${id}.count`)}
          label={t('findQuote.container.count')}
          inputMode="numeric"
          value={row.count}
          onValueChange={(text) => send({ type: 'CONTAINER.COUNT', id, text })}
          error={countError}
        />
        {removable ? (
          <Button type="button" variant="outline" size="sm" onClick={() => send({ type: 'CONTAINER.REMOVE', id })}>
            {t('findQuote.container.remove', { n })}
          </Button>
        ) : <span />}
      </Grid>
    </Fieldset.Root>
  );
});

function ContainerRows() {
  const t = useT();
  const send = useSend();
  const ids = useFindQuote((s) => s.context.draft.cargo.containers.map((r) => r.id));
  const full = ids.length >= LIMITS.containerRows;
  return (
    <Stack gap="3">
      {ids.map((id, index) => (
        <ContainerRow key={id} id={id} index={index} removable={ids.length > 1} />
      ))}
      <HStack gap="3">
        <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => send({ type: 'CONTAINER.ADD' })}>
          {t('findQuote.container.add')}
        </Button>
        {full ? (
          <Text fontSize="sm" color="fg.muted">
            {t('findQuote.container.full', { max: LIMITS.containerRows })}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** Live totals of what has been typed so far (a region, announced politely as it changes). */
function CargoTotals() {
  const t = useT();
  const intl = useIntl();
  const summary = useFindQuote((s) => cargoSummary(s.context.draft));
  const loadError = useTranslateMessage()(useFindQuote((s) => s.context.errors['cargo.load'], Object.is));
  const number = (value: number, digits: number) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const rows: [string, string][] =
    summary.by === 'CONTAINERS'
      ? [
        [t('findQuote.summary.containers'), number(summary.containers, 0)],
        [t('findQuote.summary.capacity'), `${number(summary.volumeCbm, 3)} ${t('findQuote.unit.cbm')}`],
      ]
      : [
        [t('findQuote.summary.units'), number(summary.units, 0)],
        [t('findQuote.summary.weight'), `${number(summary.weight, 2)} ${t(`findQuote.unit.${UNIT_CODE[summary.weightUnit]}`)}`],
        [t('findQuote.summary.volume'), `${number(summary.volume, 3)} ${t(`findQuote.unit.${UNIT_CODE[summary.volumeUnit]}`)}`],
        ...(summary.chargeableWeightKg !== null
          ? [[t('findQuote.summary.chargeable'), `${number(summary.chargeableWeightKg, 1)} ${t('findQuote.unit.kg')}`] as [string, string]]
          : []),
      ];
  return (
    <Box as="section" aria-labelledby="fq-totals-heading" aria-live="polite" bg="bg.subtle" rounded="md" p="4" id={fieldId('cargo.load')}>
      <Text id="fq-totals-heading" fontWeight="semibold" mb="2">
        {t('findQuote.summary.title')}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, auto)' }} columnGap="6" rowGap="1">
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      {summary.chargeableWeightKg !== null ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('findQuote.summary.chargeable.help')}
        </Text>
      ) : null}
      {loadError ? (
        <Text fontSize="sm" color={ERROR_COLOR} mt="2">
          {loadError}
        </Text>
      ) : null}
    </Box>
  );
}

export function CargoFields() {
  const t = useT();
  const send = useSend();
  const mode = useFindQuote((s) => s.context.draft.mode, Object.is);
  const loadBy = useFindQuote((s) => s.context.draft.cargo.loadBy, Object.is);
  const hazardous = useFindQuote((s) => s.context.draft.cargo.hazardous, Object.is);
  return (
    <Stack gap="5">
      {mode === 'FCL' ? (
        <ContainerRows />
      ) : (
        <>
          <ChoiceGroup<LoadBy>
            id={fieldId('cargo.loadBy')}
            legend={t('findQuote.loadBy.legend')}
            value={loadBy}
            inline
            choices={(['PACKAGES', 'TOTALS'] as const).map((b) => ({ value: b, label: t(`findQuote.loadBy.${b}`) }))}
            onValueChange={(value) => send({ type: 'CARGO.LOAD_BY', loadBy: value })}
          />
          <UnitSwitches by={loadBy} />
          {loadBy === 'PACKAGES' ? <PackageRows /> : <TotalsFields />}
        </>
      )}
      <CheckField
        id={fieldId('cargo.hazardous')}
        label={t('findQuote.cargo.hazardous')}
        hint={t('findQuote.cargo.hazardous.help')}
        checked={hazardous}
        onCheckedChange={(value) => send({ type: 'CARGO.HAZARDOUS', value })}
      />
      <CargoTotals />
    </Stack>
  );
}
