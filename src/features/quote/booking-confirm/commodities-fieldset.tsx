/** Commodities (description, HS code, value, number of commodities), one labelled group per row. */
import { memo } from 'react';
import { Button, Fieldset, Heading, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commodityPath, type CommodityField, type CommodityValues } from '../../../../machines/booking/booking.form';
import { TextField } from '../../../components/form/text-field';
import { FieldCell } from './field-cell';

export interface CommoditiesFieldsetProps {
  rows: readonly CommodityValues[];
  errors: Record<string, string>;
  readOnly: boolean;
  /** Whether a row can be added or removed now (the booking machine decides). */
  canAdd: boolean;
  canRemove: boolean;
  /** The draft holds as many rows as a booking may (`max`). */
  limitReached: boolean;
  max: number;
  onEdit: (rowId: string, field: CommodityField, value: string) => void;
  onAdd: () => void;
  onRemove: (rowId: string) => void;
  /** The HS code field was left (a valid code is then shown grouped). */
  onTidyHsCode: (rowId: string) => void;
}

export const CommoditiesFieldset = memo(function CommoditiesFieldset({
  rows, errors, readOnly, canAdd, canRemove, limitReached, max, onEdit, onAdd, onRemove, onTidyHsCode,
}: CommoditiesFieldsetProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  return (
    <Fieldset.Root>
      <Fieldset.Legend>
        <Heading as="h2" size="md">
          {t('booking.commodities.legend')}
        </Heading>
      </Fieldset.Legend>
      <Fieldset.Content>
        <Stack gap="5">
          {rows.map((row, i) => {
            const n = i + 1;
            const field = (name: CommodityField, extra: { inputMode?: 'decimal' | 'numeric' | 'text'; onBlur?: () => void } = {}) => {
              const messageId = errors[commodityPath(row.id, name)];
              return (
                <TextField
                  id={`booking-commodity-${row.id}-${name}`}
                  label={t(`booking.commodity.${name}`)}
                  value={row[name]}
                  onValueChange={(value) => onEdit(row.id, name, value)}
                  error={messageId ? t(messageId) : null}
                  readOnly={readOnly}
                  {...extra}
                />
              );
            };
            return (
              <Fieldset.Root key={row.id} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
                <HStack justify="space-between" align="center">
                  <Fieldset.Legend fontWeight="semibold">{t('booking.commodity.row', { n })}</Fieldset.Legend>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={!canRemove}
                    onClick={() => onRemove(row.id)}
                  >
                    {t('booking.commodity.remove', { n })}
                  </Button>
                </HStack>
                {/* On a phone the value and the count share a row. */}
                <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr' }} columnGap={{ base: '3', md: '4' }} rowGap="1.5">
                  <FieldCell wide>{field('description')}</FieldCell>
                  <FieldCell wide>{field('hsCode', { inputMode: 'text', onBlur: () => onTidyHsCode(row.id) })}</FieldCell>
                  <FieldCell>{field('value', { inputMode: 'decimal' })}</FieldCell>
                  <FieldCell>{field('count', { inputMode: 'numeric' })}</FieldCell>
                </Grid>
              </Fieldset.Root>
            );
          })}
          <HStack gap="3">
            <Button type="button" variant="outline" disabled={!canAdd} onClick={onAdd}>
              {t('booking.commodity.add')}
            </Button>
            {limitReached ? <Text color="fg.muted">{t('booking.commodity.max', { max })}</Text> : null}
          </HStack>
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
});
