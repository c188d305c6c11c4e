import type { RemoteProps } from './RemoteContent';
import { Spinner } from './Spinner';

/**
 * A screen that is one remote record (an order, a currency, the statistics): nothing of it can show without
 * the record, so until a copy has come the screen is the server's error alone, or a spinner. Once one has,
 * the screen shows it (RemoteContent is for a part of a screen, beside what is already there).
 */
export function RemoteScreen<T>({ remote, loadingLabel, children }: RemoteProps<T>) {
  if (remote.error && !remote.data) {
    return (
      <p role="alert" className="dash-error">
        {remote.error}
      </p>
    );
  }
  if (!remote.data) return <Spinner label={loadingLabel} />;
  return children(remote.data);
}
