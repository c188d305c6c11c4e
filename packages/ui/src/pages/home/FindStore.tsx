import { Link } from 'react-router';
import { firstScreenLabels as labels, firstScreenMessages as messages } from '@tm/core/messages-first-screen';
import { BranchAddress } from '../../components/BranchAddress';
import { useBranch } from '../../hooks/use-branches';

/** The find-store block and the home-delivery card (which only says delivery is not available). */
export function FindStore() {
  const branch = useBranch();
  return (
    // Two regions, each named by its own heading: the delivery notice is not part of "Find our store".
    <div className="find-store container">
      <section className="card find-store__card" aria-labelledby="find-store-title">
        <h2 id="find-store-title" className="section-title">
          Find our store
        </h2>
        <p>Collect your currency, or sell it back, at our {branch.name} branch.</p>
        <BranchAddress branch={branch} />
        <Link to="/contact" className="btn btn--primary">
          Get directions
        </Link>
      </section>
      <section className="card delivery-card" aria-labelledby="delivery-title">
        <h2 id="delivery-title" className="section-title">
          {labels.site.homeDeliveryTitle}
        </h2>
        <p className="delivery-card__notice" role="note">
          {messages.homeDeliveryUnavailable}
        </p>
      </section>
    </div>
  );
}
