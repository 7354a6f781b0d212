/**
 * Whether this page is being left (reload, another address, closing the tab). Requests still
 * in flight then fail with a network error that says nothing about the member's session, so
 * the route guard must not log the member out because of them.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isLeavingPage(): boolean {
  return leaving;
}
