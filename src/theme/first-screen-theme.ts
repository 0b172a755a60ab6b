/**
 * The parts of the Chakra theme the first screens use, and only those (STACK.md: the full default set of
 * recipes alone costs ~19 KiB gzip more): the boot and error screens and Sign In with its layout, the
 * first load of a signed-out visit. Everything else comes with src/theme/app-theme.ts, which every other
 * screen loads with its route (docs/decisions/103-theme-by-screen.md). A component whose recipe is
 * missing renders unstyled: add its recipe here if a first screen uses it, else to app-theme.ts.
 */
import {
  alertSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  spinnerRecipe,
} from './chakra-theme-parts';

export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
};

/** Chakra's keyframes the first screens animate with (spinners, the loading overlay); app-theme.ts has all. */
export const keyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
};
