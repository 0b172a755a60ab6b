/** Types of chakra-app-theme-parts.js: the same values as '@chakra-ui/react/theme' exports. */
export {
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
} from '@chakra-ui/react/theme';
