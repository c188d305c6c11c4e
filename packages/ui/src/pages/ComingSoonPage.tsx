import { Link } from 'react-router';
import { labels } from '@tm/core/labels';
import { usePageTitle } from '../hooks/use-page-title';

/** /sendmony: international transfers are not offered online yet (spec §2). */
export function ComingSoonPage() {
  usePageTitle(labels.site.comingSoon);
  return (
    <section className="container page-narrow coming-soon">
      <h1>{labels.site.comingSoon}</h1>
      <p>
        Sending money abroad online is on its way. Until then, our branch team can help you with transfers.
      </p>
      <p>
        <Link className="btn btn--primary" to="/contact">
          {labels.header.contact}
        </Link>
      </p>
    </section>
  );
}
