import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { firstScreenMessages as messages } from '@tm/core/messages-first-screen';

/** Shown when a screen fails to load or throws: the spec's generic failure and a way home. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container page-narrow" role="alert">
      <h1>{notFound ? 'Page not found' : messages.somethingWentWrong}</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
