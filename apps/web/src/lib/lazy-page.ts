import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A lazily loaded page: each page module default-exports its component. */
export const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
