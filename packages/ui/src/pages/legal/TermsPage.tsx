import { Link } from 'react-router';
import { labels } from '@tm/core/labels';
import { PAY_IN_BRANCH } from '@tm/core/payment';
import { termsPolicyText } from '@tm/core/order-texts';
import { useBranches } from '../../hooks/use-branches';
import { LegalPage } from './LegalPage';
import { BRANCH_CONTACT } from '../../layout/branch-contact';

const T = labels.terms;

/** Terms and conditions, built around spec §9's constants (kept in the core catalogue). */
export function TermsPage() {
  const branches = useBranches();
  const policy = termsPolicyText(branches[0]!);
  return (
    <LegalPage
      title={T.title}
      lead={
        <>
          These terms apply to every Click &amp; Collect and Click &amp; Sell order placed on this website
          with {BRANCH_CONTACT.company}. Please read them before you order.
        </>
      }
    >
      <h2>1. Who can use this service</h2>
      <p>{T.eligibility} We may ask you to prove your age and address when you collect or sell currency.</p>

      <h2>2. Orders and rates</h2>
      <p>
        When you place an order online you reserve the rate shown when the order was priced, for currency you
        buy (Click &amp; Collect) or sell (Click &amp; Sell). Nothing is paid online: money changes hands in
        the branch, and an online order is not a contract until the branch completes it.
      </p>
      <p>{policy.rateLock}</p>
      <p>
        {branches.length === 1
          ? `Orders are collected from our ${branches[0]?.name ?? ''} branch, which is the only collection point.`
          : 'Orders are collected from the branch chosen when ordering.'}{' '}
        Orders are subject to the stock and denominations available at the branch on the day.
      </p>

      <h2>3. Banknotes</h2>
      <p>
        {T.noCoins} {T.scottishNotes} Damaged or withdrawn notes may be refused.
      </p>

      <h2>4. Paying</h2>
      <p>
        For a Click &amp; Collect order you pay in store {PAY_IN_BRANCH}. {T.cardCharge} We do not take credit
        cards: most card issuers treat buying currency with one as a cash advance and charge for it. For a
        Click &amp; Sell order we pay you in GBP in the branch once the notes are checked.
      </p>

      <h2>5. Identification</h2>
      <p>
        UK money-laundering regulations require us to check who you are. {policy.identification} If you pay by
        card, the name on your ID and on the card must match the name on the order.
      </p>

      <h2>6. Cancellations and refunds</h2>
      <p>
        You may cancel an order on the tracking page until the branch has prepared it, and any order before
        you collect it by contacting the branch; nothing is charged. {T.refunds} Refunds are made in the way
        you paid and at the rate of the original transaction.
      </p>

      <h2>7. Complaints and contact</h2>
      <p>
        If something goes wrong, please <Link to="/contact">contact us</Link> or call {BRANCH_CONTACT.phone}.
        How we handle your personal data is explained in our <Link to="/privacyPolicy">privacy policy</Link>.
      </p>
      <p className="muted">{BRANCH_CONTACT.registration}</p>
    </LegalPage>
  );
}
