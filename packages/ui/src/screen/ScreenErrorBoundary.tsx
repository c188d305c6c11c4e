import { Component as ReactComponent, type ErrorInfo, type ReactNode } from 'react';
import { lastGoodRows } from './last-good';
import { RateColumns } from './RateColumns';
import { screenText } from './screen-text';
import { formatStamp } from './format-time';

interface State {
  failed: boolean;
}

/**
 * If the board itself fails to render, keep showing the last rates it had (plainly, in one column) and try the
 * full board again after a few seconds. The wall display never shows an error page or goes blank.
 */
export class ScreenErrorBoundary extends ReactComponent<{ children: ReactNode; retryMs?: number }, State> {
  override state: State = { failed: false };
  private timer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('wall board failed to render; showing the last rates', error, info.componentStack);
    this.timer = setTimeout(() => this.setState({ failed: false }), this.props.retryMs ?? 5000);
  }

  override componentWillUnmount() {
    if (this.timer) clearTimeout(this.timer);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { rows, updatedAt } = lastGoodRows();
    return (
      <main className="wb wb-fallback" aria-label={screenText.title}>
        <header className="wb-header">
          <h1 className="wb-title">{screenText.title}</h1>
        </header>
        {rows.length > 0 ? (
          <RateColumns rows={rows.slice(0, 12)} columns={1} rowsPerColumn={12} rowVmin={5.6} />
        ) : (
          <p className="wb-waiting">{screenText.waiting}</p>
        )}
        {updatedAt && (
          <footer className="wb-footer">{screenText.updated(formatStamp(new Date(updatedAt)))}</footer>
        )}
      </main>
    );
  }
}
