import type { DehydratedState } from '@tanstack/react-query';

/** What the server sends beside a page it drew, so the browser hydrates it without asking again. */
export interface ServerState {
  /** The query cache the page was drawn from (TanStack Query's dehydrate). */
  queries: DehydratedState;
  /** The router's loader data by route id (the loaders only fill the query cache: all null). */
  loaderData: Record<string, unknown>;
}

const ELEMENT_ID = 'server-state';

/** The state as a JSON script element; `<` is escaped so no text in it can close the tag. */
export const serverStateScript = (state: ServerState) =>
  `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

export function readServerState(): ServerState | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}
