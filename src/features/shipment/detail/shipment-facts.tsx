/**
 * Every field of the shipment the contract carries (spec section 3): route and dates, transport
 * references, cargo and services, customs events, commodities, consignor and consignee. Labels and
 * values come from the connect; this writes them (dates `Mon D YYYY`, money with two decimals).
 */
import { Box, Card, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import type { Fact, FactValue } from '../../../../machines/shipment-lifecycle/lifecycle.facts';
import type { Shipment } from '../../../../machines/shipment-lifecycle/lifecycle.forms';
import { useDetailText } from './detail-text';

function useValueText() {
  const { t, money, place, formatDate, formatDateTime } = useDetailText();
  return (value: FactValue): string => {
    switch (value.kind) {
      case 'text':
        return value.text;
      case 'message':
        return t(value.label);
      case 'date':
        return formatDate(value.value);
      case 'dateTime':
        return formatDateTime(value.value);
      case 'money':
        return money(value.amount, value.currency);
      case 'yesNo':
        return t(value.value ? 'shipment.detail.yes' : 'shipment.detail.no');
      case 'days':
        return t(value.min === value.max ? 'shipment.detail.days.one' : 'shipment.detail.days.range', { min: value.min, max: value.max });
      case 'place':
        return place(value.place);
      case 'none':
        return t('shipment.detail.notYet');
    }
  };
}

/** Terms and values, two columns when there is room, one on a phone. */
export function FactList({ facts }: { facts: Fact[] }) {
  const { t } = useDetailText();
  const valueText = useValueText();
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }} columnGap="4" rowGap="1">
      {facts.map((fact) => (
        <Box key={fact.label} display="contents">
          <chakra.dt fontWeight="semibold">{t(fact.label)}</chakra.dt>
          <chakra.dd ms="0" mb={{ base: '2', sm: '0' }} overflowWrap="anywhere" color={fact.value.kind === 'none' ? 'fg.muted' : undefined}>
            {valueText(fact.value)}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

function Party({ title, party }: { title: string; party: Shipment['consignor'] }) {
  const { t } = useDetailText();
  const facts: Fact[] = [
    { label: 'shipment.detail.party.companyName', value: { kind: 'text', text: party.companyName } },
    { label: 'shipment.detail.party.contactPerson', value: { kind: 'text', text: party.contactPerson } },
    {
      label: 'shipment.detail.party.address',
      value: { kind: 'text', text: [party.address, party.addressComplement].filter(Boolean).join(', ') },
    },
    { label: 'shipment.detail.party.city', value: { kind: 'text', text: party.city } },
    { label: 'shipment.detail.party.stateProvince', value: party.stateProvince ? { kind: 'text', text: party.stateProvince } : { kind: 'none' } },
    { label: 'shipment.detail.party.country', value: { kind: 'text', text: party.country } },
    { label: 'shipment.detail.party.zipCode', value: { kind: 'text', text: party.zipCode } },
    { label: 'shipment.detail.party.phone', value: { kind: 'text', text: party.extension ? `${party.phone} ${t('shipment.detail.party.ext', { extension: party.extension })}` : party.phone } },
    { label: 'shipment.detail.party.email', value: { kind: 'text', text: party.email } },
  ];
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {t(title)}
      </Heading>
      <FactList facts={facts} />
    </Stack>
  );
}

const cell = { px: '2', py: '1.5', borderBottomWidth: '1px', textAlign: 'start' as const, verticalAlign: 'top' };

export function ShipmentFacts({ view }: { view: LifecycleView }) {
  const { t, amount, formatDateTime } = useDetailText();
  const s = view.shipment;
  if (!s) return null;
  return (
    <Stack as="section" aria-labelledby="shipment-facts-title" gap="4">
      <Heading as="h2" size="lg" id="shipment-facts-title">
        {t('shipment.detail.facts.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {view.factGroups.map((group, i) => (
          <Card.Root key={group.title} variant="outline" as="section" aria-labelledby={`shipment-facts-group-${i}`}>
            <Card.Body>
              <Stack gap="2">
                <Heading as="h3" size="md" id={`shipment-facts-group-${i}`}>
                  {t(group.title)}
                </Heading>
                <FactList facts={group.facts} />
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('shipment.detail.customsEvents.title')}
        </Heading>
        {view.customsEvents.length ? (
          <chakra.ul listStyleType="none" ps="0" m="0">
            {view.customsEvents.map((e) => (
              <chakra.li key={e.id} py="1.5" borderBottomWidth="1px">
                <Text fontWeight="medium">
                  {e.code.kind === 'message' ? t(e.code.label) : e.code.kind === 'text' ? e.code.text : ''}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('shipment.detail.customsEvents.when', { at: formatDateTime(e.at), location: e.location })}
                </Text>
                <Text fontSize="sm">{e.description}</Text>
              </chakra.li>
            ))}
          </chakra.ul>
        ) : (
          <Text color="fg.muted">{t('shipment.detail.customsEvents.none')}</Text>
        )}
      </Stack>

      <Stack gap="2">
        <Heading as="h3" size="md" id="shipment-commodities-title">
          {t('shipment.detail.commodities.title')}
        </Heading>
        <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="shipment-commodities-title">
          <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
            <thead>
              <tr>
                <chakra.th {...cell} scope="col">{t('shipment.detail.commodities.description')}</chakra.th>
                <chakra.th {...cell} scope="col">{t('shipment.detail.commodities.hsCode')}</chakra.th>
                <chakra.th {...cell} scope="col" textAlign="end">{t('shipment.detail.commodities.count')}</chakra.th>
                <chakra.th {...cell} scope="col" textAlign="end">{t('shipment.detail.commodities.value')}</chakra.th>
              </tr>
            </thead>
            <tbody>
              {s.commodities.map((c, i) => (
                <tr key={`${c.hsCode}-${i}`}>
                  <chakra.td {...cell}>{c.description}</chakra.td>
                  <chakra.td {...cell}>{c.hsCode}</chakra.td>
                  <chakra.td {...cell} textAlign="end">{c.count}</chakra.td>
                  <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">{amount(c.value)}</chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Party title="shipment.detail.consignor" party={s.consignor} />
        <Party title="shipment.detail.consignee" party={s.consignee} />
      </SimpleGrid>
    </Stack>
  );
}
