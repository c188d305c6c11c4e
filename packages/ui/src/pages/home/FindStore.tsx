import { Link } from 'react-router';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { BranchAddress } from '../../components/BranchAddress';
import { useBranch } from '../../hooks/use-branches';

/** The find-store block and the home-delivery card (which only says delivery is not available). */
export function FindStore() {
  const branch = useBranch();
  return (
    <section className="find-store container" aria-labelledby="find-store-title">
      <div className="card find-store__card">
        <h2 id="find-store-title" className="section-title">
          Find our store
        </h2>
        <p>Collect your currency, or sell it back, at our {branch.name} branch.</p>
        <BranchAddress branch={branch} />
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
