import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  linkRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  animationStyles,
  layerStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
} from '@chakra-ui/react/theme';
import { BRAND_SOLID_COLOR, THEME_ACTIVE_COLOR } from '../constants';

/**
 * Our slice of Chakra's theme: the default tokens and only the recipes of the components we use, so the first
 * screen does not carry every recipe Chakra ships. A component added to ui/index.ts that has a
 * recipe must add it here too.
 */
const brandTheme = {
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#EEF8EB' },
          100: { value: '#D5EECD' },
          200: { value: '#B4E1A6' },
          300: { value: '#91D37E' },
          400: { value: '#74C562' },
          500: { value: THEME_ACTIVE_COLOR },
          600: { value: '#4A9A39' },
          700: { value: BRAND_SOLID_COLOR },
          800: { value: '#2B5A21' },
          900: { value: '#1C3B16' },
          950: { value: '#0E1E0B' },
        },
      },
    },
    semanticTokens: {
      colors: {
        /*
         * Text-bearing surfaces (menu bar, solid buttons, badges, the route badge, checked boxes) and green text
         * use the dark green: white on it is 5.86:1, it on white 5.86:1 and on the grey page 5.19:1 (WCAG AA
         * asks 4.5:1), and a solid button's hover (90 % over white) still gives 4.74:1. The event's light green
         * (brand.500, 2.55:1 with white) is for decoration only: rules, borders, pictures.
         */
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.700}' },
          decoration: { value: '{colors.brand.500}' },
        },
      },
    },
  },
};

const BODY_FONT = '"PingFang SC", "Microsoft YaHei", system-ui, sans-serif';

const brand = defineConfig({
  ...brandTheme,
  globalCss: {
    body: { minWidth: '1200px', fontFamily: BODY_FONT },
    // Visitors who ask for less motion get none: Chakra's drawer, dialog and tab animations end at once.
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

const theme = {
  breakpoints,
  keyframes,
  tokens,
  semanticTokens,
  textStyles,
  layerStyles,
  animationStyles,
  recipes: {
    badge: badgeRecipe,
    button: buttonRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    input: inputRecipe,
    link: linkRecipe,
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    spinner: spinnerRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    tabs: tabsSlotRecipe,
  },
};

export const system = createSystem(
  defaultBaseConfig,
  defineConfig({ preflight: true, cssVarsPrefix, cssVarsRoot, globalCss, theme }),
  brand,
);

/**
 * The same theme for a shadow root (an event site that is not ours embeds the login): token variables on the
 * shadow host, the reset scoped to our root element, and nothing aimed at the page's html or body. That root
 * starts from `all: initial`, so the host page's inherited fonts, colours and spacing stop at our border.
 */
export function createShadowSystem(rootSelector: string) {
  const { html, ...perElement } = globalCss;
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: { scope: rootSelector },
      cssVarsPrefix,
      cssVarsRoot: ':host',
      // Light-mode semantic tokens (bg.panel and the like) are declared under this condition: `:root` is not in
      // a shadow tree.
      conditions: { light: ':host &, .light &' },
      globalCss: {
        ...perElement,
        [rootSelector]: {
          all: 'initial',
          display: 'block',
          ...html,
          fontFamily: BODY_FONT,
          fontSize: 'md',
        },
      },
      theme,
    }),
    defineConfig(brandTheme),
  );
}
