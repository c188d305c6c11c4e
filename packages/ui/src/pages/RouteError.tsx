import { Link } from 'react-router';
import { firstScreenMessages as messages } from '@tm/core/messages-first-screen';

/** Shown when a screen fails to load or throws: the spec's generic failure and a way home. */
export function RouteError() {
  return (
    <div className="container page-narrow" role="alert">
      <h1>{messages.somethingWentWrong}</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
