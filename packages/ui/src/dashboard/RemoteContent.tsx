import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import type { Remote } from './use-remote';

/** A remote piece of data and what to show of it once it has come. */
export interface RemoteProps<T> {
  remote: Remote<T>;
  /** What the spinner says while the first copy is on its way. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * The three states of a screen's remote data, the same on every dashboard screen: the server's error
 * (announced), a spinner until the first copy arrives, then the content. A reload keeps the last copy on
 * screen, so a list does not blink while it refreshes.
 */
export function RemoteContent<T>({ remote, loadingLabel, children }: RemoteProps<T>) {
  return (
    <>
      {remote.error ? (
        <p role="alert" className="dash-error">
          {remote.error}
        </p>
      ) : null}
      {remote.data === undefined ? (
        remote.loading ? (
          <Spinner label={loadingLabel} />
        ) : null
      ) : (
        children(remote.data)
      )}
    </>
  );
}
