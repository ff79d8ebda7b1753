/**
 * Lets code outside React components (the session checker, the API client) change the route.
 * The router registers itself at start-up; before that a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
