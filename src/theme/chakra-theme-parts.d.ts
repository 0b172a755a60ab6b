/** Types of chakra-theme-parts.js: the same values as '@chakra-ui/react/theme' exports. */
export {
  alertSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
