import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  type MantineTheme,
  px,
  useMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver } from './theme.ts';

// Mantine's own provider draws these two style elements where it stands, inside #root, which HTML
// forbids (a style element in body; issue 25). The app turns them off (app.tsx) and draws the same
// CSS here as a React 19 hoistable style: React puts it in <head>, and the server moves it there
// (apps/api/src/http/spa.ts). Decision 0191.

/**
 * The theme's CSS variables that differ from Mantine's defaults (@mantine/core/styles.css has
 * those), as Mantine's provider writes them. The selector is `html:root` rather than `:root`: one
 * element more specific, so these win over the stylesheet's defaults wherever the browser puts
 * the style element.
 */
function themeVariables(theme: MantineTheme): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const all = deepMerge(defaultCssVariablesResolver(theme), cssVariablesResolver(theme));
  const changed = (scheme: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(
      Object.entries(all[scheme]).filter(([name, value]) => defaults[scheme][name as never] !== value),
    );
  return convertCssVariables(
    { variables: changed('variables'), light: changed('light'), dark: changed('dark') },
    'html:root',
  );
}

/** Mantine's hiddenFrom / visibleFrom classes for the theme's breakpoints (its MantineClasses). */
function breakpointClasses(theme: MantineTheme): string {
  return keys(theme.breakpoints)
    .map((name) => {
      const at = px(theme.breakpoints[name]) as number;
      return (
        `@media (max-width: ${em(at - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${em(at)}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('');
}

// The app has one theme: its CSS is worked out once, not again for every page the server draws
// (each drawing has a provider, and so a theme object, of its own).
let css: string | null = null;

/** The theme's CSS variables and breakpoint classes, drawn once in <head>. */
export function ThemeStyles() {
  const theme = useMantineTheme();
  css ??= themeVariables(theme) + breakpointClasses(theme);
  return (
    <style href="fitjobs-theme" precedence="mantine">
      {css}
    </style>
  );
}
