import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** When this value changes the boundary resets (the routes pass the path, so navigating recovers). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  componentStack: string;
  resetKey?: unknown;
}

/** Catches render errors below it and shows the 'Something went wrong (whoops)' screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, componentStack: "", resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, componentStack: "", resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(_error: Error, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? "" });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen error={this.state.error} componentStack={this.state.componentStack} />;
  }
}

export function ErrorScreen({ error, componentStack }: { error: Error; componentStack?: string }) {
  const details = [`${error.name}: ${error.message}`, error.stack, componentStack].filter(Boolean).join("\n\n");
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-mult drop-shadow-[0_4px_0_#00000080]">!</p>
      <h1 className="mt-4 text-3xl font-extrabold">Something went wrong (whoops)</h1>
      <p className="mt-2 text-zinc-400">The page hit an unexpected error. Your auto-saved work is kept in this browser.</p>
      <details open className="jf-panel mt-6 w-full p-4 text-left">
        <summary className="cursor-pointer font-bold text-money">Error details</summary>
        <pre data-testid="error-details" className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs text-zinc-300">{details}</pre>
      </details>
      <button type="button" className="jf-button jf-button-red mt-6" onClick={() => window.location.reload()}>Refresh Page</button>
    </section>
  );
}
