/**
 * The cargo load: by package rows or by totals (AIR and LCL), containers (FCL), the unit systems,
 * the hazardous flag, and the live totals of what has been typed so far.
 */
import { memo, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Fieldset, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import {
  containerTypeValues, dimensionUnitValues, packageTypeValues, volumeUnitValues, weightUnitValues,
} from '../../../api/schema.gen';
import type { ContainerType, DimensionUnit, VolumeUnit, WeightUnit } from '../../../../machines/cargo';
import { unitLabelId, type QuoteSearchView } from '../../../../machines/quote-search/quote-search.connect';
import {
  LOAD_BY, PACKAGE_KINDS, type LoadBy, type PackageField, type PackageKind, type PackageType, type ShipmentMode,
} from '../../../../machines/quote-search/quote-search.types';
import { ChoiceGroup, CheckField, SelectField } from '../../../components/form/form-controls';
import { TextField, ERROR_COLOR } from '../../../components/form/text-field';
import { fieldId, useFieldError, useFindQuote, useFindQuoteNow, useT, useTranslateMessage } from './find-quote-actor';

export function ModeField() {
  const t = useT();
  const now = useFindQuoteNow();
  const mode = useFindQuote((v) => v.mode, Object.is);
  const modes = useFindQuote((v) => v.modeOptions, Object.is);
  return (
    <ChoiceGroup<ShipmentMode>
      id={fieldId('mode')}
      legend={t('findQuote.mode.legend')}
      value={mode}
      inline
      choices={modes.map((m) => ({ value: m.value, label: t(m.label) }))}
      onValueChange={(value) => now().setMode(value)}
    />
  );
}

function UnitSwitches() {
  const t = useT();
  const now = useFindQuoteNow();
  const units = useFindQuote((v) => {
    const c = v.cargo();
    return { d: c.dimensionUnit, w: c.weightUnit, v: c.volumeUnit, asksDimension: c.asksDimensionUnit };
  });
  const unit = (u: DimensionUnit | WeightUnit | VolumeUnit) => t(unitLabelId(u));
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('findQuote.units.help')}
      </Text>
      <HStack gap="8" wrap="wrap" align="start">
        {units.asksDimension ? (
          <ChoiceGroup<DimensionUnit>
            id={fieldId('cargo.dimensionUnit')}
            legend={t('findQuote.units.dimension')}
            value={units.d}
            inline
            choices={dimensionUnitValues.map((u) => ({ value: u, label: unit(u) }))}
            onValueChange={(value) => now().setDimensionUnit(value)}
          />
        ) : null}
        <ChoiceGroup<WeightUnit>
          id={fieldId('cargo.weightUnit')}
          legend={t('findQuote.units.weight')}
          value={units.w}
          inline
          choices={weightUnitValues.map((u) => ({ value: u, label: unit(u) }))}
          onValueChange={(value) => now().setWeightUnit(value)}
        />
        <ChoiceGroup<VolumeUnit>
          id={fieldId('cargo.volumeUnit')}
          legend={t('findQuote.units.volume')}
          value={units.v}
          inline
          choices={volumeUnitValues.map((u) => ({ value: u, label: unit(u) }))}
          onValueChange={(value) => now().setVolumeUnit(value)}
        />
      </HStack>
    </Stack>
  );
}

type RowProps = { id: string; index: number; removable: boolean };

/** One numbered row of the load (a package or a container), its own bordered group named by its legend. */
function RowFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Fieldset.Legend fontWeight="medium" px="1">
        {legend}
      </Fieldset.Legend>
      {children}
    </Fieldset.Root>
  );
}

function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
}

const PackageRow = memo(function PackageRow({ id, index, removable }: RowProps) {
  const t = useT();
  const now = useFindQuoteNow();
  const { row, fixed } = useFindQuote((v) => v.packageRow(id));
  const units = useFindQuote((v) => {
    const c = v.cargo();
    return { d: c.dimensionUnit, w: c.weightUnit };
  });
  const path = `cargo.packages.${id}`;
  const errors = {
    units: useFieldError(`${path}.units`),
    length: useFieldError(`${path}.length`),
    width: useFieldError(`${path}.width`),
    height: useFieldError(`${path}.height`),
    weight: useFieldError(`${path}.weight`),
  };
  if (!row) return null;
  const dim = t(unitLabelId(units.d));
  const weight = t(unitLabelId(units.w));
  const edit = (field: PackageField) => (text: string) => now().editPackage(id, field, text);
  const n = index + 1;
  return (
    <RowFieldset legend={t('findQuote.package.legend', { n })}>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(6, 1fr)' }} gap="3" alignItems="start">
        <Box gridColumn={{ base: 'span 2', md: 'span 2' }}>
          <SelectField
            id={fieldId(`${path}.kind`)}
            label={t('findQuote.package.kind')}
            value={row.kind}
            options={PACKAGE_KINDS.map((k) => ({ value: k, label: t(`findQuote.package.kind.${k}`) }))}
            onValueChange={(value) => now().setPackageKind(id, value as PackageKind)}
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
            <RemoveRowButton label={t('findQuote.package.remove', { n })} onClick={() => now().removePackage(id)} />
          ) : null}
        </Box>
      </Grid>
    </RowFieldset>
  );
});

function TotalsFields() {
  const t = useT();
  const now = useFindQuoteNow();
  const totals = useFindQuote((v) => v.totals());
  const units = useFindQuote((v) => {
    const c = v.cargo();
    return { w: c.weightUnit, v: c.volumeUnit };
  });
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
        options={packageTypeValues.map((p) => ({ value: p, label: t(`findQuote.totals.packageType.${p}`) }))}
        onValueChange={(value) => now().setTotalsPackageType(value as PackageType | '')}
      />
      <TextField id={fieldId('cargo.totals.units')} label={t('findQuote.totals.units')} inputMode="numeric" value={totals.units} onValueChange={(text) => now().editTotals('units', text)} error={errors.units} />
      <TextField
        id={fieldId('cargo.totals.weight')}
        label={t('findQuote.totals.weight', { unit: t(unitLabelId(units.w)) })}
        inputMode="decimal"
        value={totals.weight.text}
        onValueChange={(text) => now().editTotals('weight', text)}
        error={errors.weight}
      />
      <TextField
        id={fieldId('cargo.totals.volume')}
        label={t('findQuote.totals.volume', { unit: t(unitLabelId(units.v)) })}
        inputMode="decimal"
        value={totals.volume.text}
        onValueChange={(text) => now().editTotals('volume', text)}
        error={errors.volume}
      />
    </Grid>
  );
}

const ContainerRow = memo(function ContainerRow({ id, index, removable }: RowProps) {
  const t = useT();
  const now = useFindQuoteNow();
  const row = useFindQuote((v) => v.containerRow(id), Object.is);
  const typeError = useFieldError(`cargo.containers.${id}.type`);
  const countError = useFieldError(`cargo.containers.${id}.count`);
  if (!row) return null;
  const n = index + 1;
  return (
    <RowFieldset legend={t('findQuote.container.legend', { n })}>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr auto' }} gap="3" alignItems="end">
        <SelectField
          id={fieldId(`cargo.containers.${id}.type`)}
          label={t('findQuote.container.type')}
          value={row.type}
          options={containerTypeValues.map((c) => ({ value: c, label: t(`findQuote.container.type.${c}`) }))}
          onValueChange={(value) => now().setContainerType(id, value as ContainerType)}
          error={typeError}
        />
        <TextField
          id={fieldId(`cargo.containers.${id}.count`)}
          label={t('findQuote.container.count')}
          inputMode="numeric"
          value={row.count}
          onValueChange={(text) => now().setContainerCount(id, text)}
          error={countError}
        />
        {removable ? (
          <RemoveRowButton label={t('findQuote.container.remove', { n })} onClick={() => now().removeContainer(id)} />
        ) : <span />}
      </Grid>
    </RowFieldset>
  );
});

/** What the connect says of a list of rows: packages and containers are added and removed alike. */
type RowsView = { ids: string[]; canAdd: boolean; canRemove: boolean; fullMessage: { id: string; values: Record<string, number> } | null };

/** The rows, then Add and, when no more fit, why. */
function CargoRows({ pick, Row, addLabel, add }: { pick: (v: QuoteSearchView) => RowsView; Row: ComponentType<RowProps>; addLabel: string; add: (v: QuoteSearchView) => void }) {
  const t = useT();
  const now = useFindQuoteNow();
  const { ids, canAdd, canRemove, fullMessage } = useFindQuote(pick);
  return (
    <Stack gap="3">
      {ids.map((id, index) => (
        <Row key={id} id={id} index={index} removable={canRemove} />
      ))}
      <HStack gap="3">
        <Button type="button" variant="outline" size="sm" disabled={!canAdd} onClick={() => add(now())}>
          {addLabel}
        </Button>
        {fullMessage ? (
          <Text fontSize="sm" color="fg.muted">
            {t(fullMessage.id, fullMessage.values)}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

const pickPackageRows = (v: QuoteSearchView) => v.packageRows();
const addPackage = (v: QuoteSearchView) => v.addPackage();
const pickContainerRows = (v: QuoteSearchView) => v.containerRows();
const addContainer = (v: QuoteSearchView) => v.addContainer();

function PackageRows() {
  const t = useT();
  return <CargoRows pick={pickPackageRows} Row={PackageRow} addLabel={t('findQuote.package.add')} add={addPackage} />;
}

function ContainerRows() {
  const t = useT();
  return <CargoRows pick={pickContainerRows} Row={ContainerRow} addLabel={t('findQuote.container.add')} add={addContainer} />;
}

/** Live totals of what has been typed so far (a region, announced politely as it changes). */
function CargoTotals() {
  const t = useT();
  const intl = useIntl();
  const summary = useFindQuote((v) => v.summary());
  const loadError = useTranslateMessage()(useFindQuote((v) => v.fieldError('cargo.load')));
  const number = (value: number, digits: number) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const rows: [string, string][] =
    summary.by === 'CONTAINERS'
      ? [
        [t('findQuote.summary.containers'), number(summary.containers, 0)],
        [t('findQuote.summary.capacity'), `${number(summary.volumeCbm, 3)} ${t('findQuote.unit.cbm')}`],
      ]
      : [
        [t('findQuote.summary.units'), number(summary.units, 0)],
        [t('findQuote.summary.weight'), `${number(summary.weight, 2)} ${t(unitLabelId(summary.weightUnit))}`],
        [t('findQuote.summary.volume'), `${number(summary.volume, 3)} ${t(unitLabelId(summary.volumeUnit))}`],
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
  const now = useFindQuoteNow();
  const { by, loadBy, hazardous } = useFindQuote((v) => {
    const c = v.cargo();
    return { by: c.by, loadBy: c.loadBy, hazardous: c.hazardous };
  });
  return (
    <Stack gap="5">
      {by === 'CONTAINERS' ? (
        <ContainerRows />
      ) : (
        <>
          <ChoiceGroup<LoadBy>
            id={fieldId('cargo.loadBy')}
            legend={t('findQuote.loadBy.legend')}
            value={loadBy}
            inline
            choices={LOAD_BY.map((b) => ({ value: b, label: t(`findQuote.loadBy.${b}`) }))}
            onValueChange={(value) => now().setLoadBy(value)}
          />
          <UnitSwitches />
          {by === 'PACKAGES' ? <PackageRows /> : <TotalsFields />}
        </>
      )}
      <CheckField
        id={fieldId('cargo.hazardous')}
        label={t('findQuote.cargo.hazardous')}
        hint={t('findQuote.cargo.hazardous.help')}
        checked={hazardous}
        onCheckedChange={(value) => now().setHazardous(value)}
      />
      <CargoTotals />
    </Stack>
  );
}
