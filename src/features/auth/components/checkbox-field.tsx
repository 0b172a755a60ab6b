/**
 * A native checkbox with its label (the label is its accessible name), in the brand colour. Not
 * Chakra's Checkbox: that one runs a zag state machine (~9 KiB gzip with its runtime) that the
 * sign-in screen, the first load of a signed-out visit, does not need for one box
 * (docs/decisions/102-first-screen-components.md).
 */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function CheckboxField({ id, name, label, checked, disabled, onCheckedChange }: CheckboxFieldProps) {
  return (
    <chakra.label htmlFor={id} display="inline-flex" alignItems="center" gap="2" textStyle="sm" cursor={disabled ? 'not-allowed' : 'pointer'} opacity={disabled ? 0.5 : undefined}>
      <chakra.input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        boxSize="4"
        m="0"
        accentColor="colorPalette.solid"
        cursor="inherit"
        focusVisibleRing="outside"
      />
      {label}
    </chakra.label>
  );
}
