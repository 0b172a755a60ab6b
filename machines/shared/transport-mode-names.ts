/**
 * The message id of a transport mode's name. Every screen that shows a mode (Find Quote, Quote Result,
 * Booking Confirm, Quote Management, the shipment list, its filter and CSV, Shipment Details, the
 * dashboard, the rate sheets) names it with these words; they live in the shell's catalogue, which
 * is loaded on every page (decision 203).
 */
import { shipmentModeValues, type components } from '../../src/api/schema.gen';

type ShipmentMode = components['schemas']['ShipmentMode'];

export const modeNameId = <M extends ShipmentMode>(mode: M): `shell.mode.${M}` => `shell.mode.${mode}`;

/** Every mode, in the contract's order, as a choice: the value and the message id of its name. */
export const modeOptions: ReadonlyArray<{ value: ShipmentMode; label: `shell.mode.${ShipmentMode}` }> = shipmentModeValues.map((value) => ({
  value,
  label: modeNameId(value),
}));
