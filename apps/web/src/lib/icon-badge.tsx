import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine's ThemeIcon as a `span`, without the `radius` and `color` attributes it leaves on its
 * element (it reads them as CSS variables, then passes them on): valid HTML wherever it stands,
 * a list item's icon slot (a span) included (issue 25).
 */
export function IconBadge({ children, ...props }: ThemeIconProps & { children: ReactNode }) {
  return (
    <ThemeIcon
      {...props}
      renderRoot={({ radius: _radius, color: _color, ...root }: Record<string, unknown>) => (
        <span {...root} />
      )}
    >
      {children}
    </ThemeIcon>
  );
}
