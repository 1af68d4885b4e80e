import { Box, type BoxProps, getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './columns.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';
/** A number of equal columns, or each column's share ([2, 1]: two thirds and one third). */
type Layout = number | number[];

const template = (layout: Layout) =>
  (typeof layout === 'number' ? Array<number>(layout).fill(1) : layout)
    .map((fr) => `minmax(0, ${fr}fr)`)
    .join(' ');

/**
 * A responsive grid, in place of Mantine's SimpleGrid and Grid: those draw a style element beside
 * themselves for their responsive columns, inside #root, which HTML forbids (issue 25, decision
 * 0191). Here the columns are CSS variables on the element and one stylesheet (columns.module.css).
 */
export function Columns({
  cols,
  spacing = 'md',
  verticalSpacing = spacing,
  component = 'div',
  children,
  style,
  ...props
}: BoxProps & {
  cols: Partial<Record<Breakpoint, Layout>>;
  spacing?: MantineSpacing;
  /** The gap between rows, when it differs from the one between columns. */
  verticalSpacing?: MantineSpacing;
  component?: 'div' | 'nav' | 'section';
  'aria-label'?: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const vars: Record<string, string> = {
    '--columns-gap': `${getSpacing(verticalSpacing) ?? '0'} ${getSpacing(spacing) ?? '0'}`,
  };
  for (const [at, layout] of Object.entries(cols)) vars[`--columns-${at}`] = template(layout);
  return (
    <Box component={component} className={classes.root} style={{ ...vars, ...style }} {...props}>
      {children}
    </Box>
  );
}
