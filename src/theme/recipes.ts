/**
 * The Chakra recipes the app uses, and only those (STACK.md: the full default set costs ~19 KiB gzip
 * more). A component whose recipe is missing renders unstyled: add its recipe here when a screen
 * starts using it.
 */
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from './chakra-theme-parts';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  toast: toastSlotRecipe,
};
