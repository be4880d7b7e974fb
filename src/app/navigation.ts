// Client-side navigation for parts of the app rendered outside the router (the export-finished
// modal has its own React root): the shell registers the router's navigate here.
type Navigate = (to: string) => void;

let navigate: Navigate | undefined;

export function setAppNavigate(fn: Navigate | undefined): void {
  navigate = fn;
}

/** Goes to `to` inside the app (keeping the in-memory project), or loads it when no router is up. */
export function appNavigate(to: string): void {
  if (navigate) navigate(to);
  else window.location.assign(to);
}
