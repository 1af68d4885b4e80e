import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  type LoaderProps,
  luminance,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type RatingProps,
  type SelectProps,
} from '@mantine/core';

// Plain objects rather than Modal.extend() and the like: importing the components here would put
// them (and their focus trapping and floating-ui) into the first download for / (bundle budget).
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // The header's close (X) button is an icon only: give it a name screen readers can say.
    Modal: defaults<ModalProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    Drawer: defaults<ModalProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    // The placeholder is a focusable generic element inside role="menu", which only menu items
    // may be; without it the menu focuses its first item on open, as a menu button should.
    Menu: defaults<MenuProps>({ withInitialFocusPlaceholder: false }),
    // A spinner is a status message: its aria-label is only allowed (and read) with a role.
    Loader: defaults<LoaderProps & { role: string }>({ role: 'status' }),
    // Stars are decoration beside the number; they keep their stock yellow, not the darkened one.
    Rating: defaults<RatingProps>({ color: 'yellow.6' }),
    // Otherwise Mantine keeps every closed dropdown in the page, and its options carry a value
    // attribute a div may not have (issue 25): options now exist only while the list is open.
    Select: defaults<SelectProps>({ autoSelectOnBlur: false }),
  },
});

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** WCAG AA for body text is 4.5:1; a little headroom absorbs rounding in the browser. */
const AA = 4.6;

/** The colour, darkened in small steps until text in it reaches AA on the background. */
function readableOn(color: string, background: string): string {
  let result = color;
  for (let amount = 0.05; contrast(result, background) < AA && amount <= 0.6; amount += 0.05) {
    result = darken(color, amount);
  }
  return result;
}

/**
 * Mantine's stock shades miss WCAG AA for text in several places: white on teal.8 is 3.95:1,
 * the light variant's shade 9 on shade 1 is 3.8:1 for green and 2.7:1 for yellow, dimmed grey
 * is 3.3:1 and error red 3.3:1 on white. Every colour's filled, outline and light-variant text is
 * darkened here just enough to reach AA, so links, badges, buttons and alerts stay readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-anchor': 'var(--mantine-primary-color-filled)',
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
    '--mantine-color-success': 'var(--mantine-primary-color-filled)',
  };
  const shade = typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light;
  for (const [name, shades] of Object.entries(t.colors) as [string, MantineColorsTuple][]) {
    // Against shade 0, not white: links also sit on the colour's palest tint (teal.0 cards).
    const filled = readableOn(shades[shade], shades[0]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = filled;
    // Against shade 2, the hover background, the darker of the light variant's two.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
  }
  return { variables: {}, light, dark: {} };
};
