/** Lets non-React code (the API client) navigate through the router without a full reload. */
let navigator: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(fn: (to: string) => void): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  navigator(to);
}

export const currentPathAndQuery = () => `${window.location.pathname}${window.location.search}`;
