import { BRANCH_HOURS } from '@tm/core/constants';
import { Link } from 'react-router';
import { BRANCH } from '@tm/core/constants';
import { labels, messages } from '@tm/core/messages';
import { BRANCH_CONTACT } from '../../layout/branch-contact';

/** The find-store block and the home-delivery card (which only says delivery is not available). */
export function FindStore() {
  return (
    <section className="find-store container" aria-labelledby="find-store-title">
      <div className="card find-store__card">
        <h2 id="find-store-title" className="section-title">
          Find our store
        </h2>
        <p>Collect your currency, or sell it back, at our {BRANCH.name} branch.</p>
        <address>
          {BRANCH.addressLines.join(', ')}
          <br />
          <a href={`tel:${BRANCH_CONTACT.phoneHref}`}>{BRANCH_CONTACT.phone}</a>
        </address>
        <p className="muted">{BRANCH_HOURS.text}</p>
        <Link to="/contact" className="btn btn--primary">
          Get directions
        </Link>
      </div>
      <div className="card delivery-card">
        <h2 className="section-title">{labels.site.homeDeliveryTitle}</h2>
        <p className="delivery-card__notice" role="note">
          {messages.homeDeliveryUnavailable}
        </p>
      </div>
    </section>
  );
}
