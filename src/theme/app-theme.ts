/**
 * The parts of the Chakra theme only screens after the first ones use (src/theme/first-screen-theme.ts,
 * decision 103): the other recipes, every keyframe and the animation styles (menus, toasts, dialogs).
 * Loaded by `loadAppTheme` (src/theme/systems.ts) with the signed-in layout, the other /login screens
 * (src/app/router.tsx) and the toaster (src/app/app-root.tsx).
 */
import {
  animationStyles,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  keyframes,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from './chakra-app-theme-parts';

export const appRecipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  inputAddon: inputAddonRecipe,
  textarea: textareaRecipe,
};

export const appSlotRecipes = {
  checkbox: checkboxSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  toast: toastSlotRecipe,
};

export { animationStyles as appAnimationStyles, keyframes as appKeyframes };
