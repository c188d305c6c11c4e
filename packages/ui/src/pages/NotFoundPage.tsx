import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="container page-narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link className="btn btn--primary" to="/">
          Back to Travel Money
        </Link>
      </p>
    </section>
  );
}
