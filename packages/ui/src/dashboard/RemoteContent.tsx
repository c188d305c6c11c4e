import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import type { Remote } from './use-remote';

/**
 * The three states of a screen's remote data, the same on every dashboard screen: the server's error
 * (announced), a spinner until the first copy arrives, then the content. A reload keeps the last copy on
 * screen, so a list does not blink while it refreshes.
 */
export function RemoteContent<T>({
  remote,
  loadingLabel,
  children,
}: {
  remote: Remote<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
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
