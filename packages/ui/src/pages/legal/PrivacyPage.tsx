import { Link } from 'react-router';
import { labels } from '@tm/core/labels';
import { LegalPage } from './LegalPage';
import { BRANCH_CONTACT } from '../../layout/branch-contact';

const P = labels.privacy;

/** Privacy policy, built around spec §9's retention and complaint constants. */
export function PrivacyPage() {
  return (
    <LegalPage
      title={P.title}
      lead={
        <>
          {BRANCH_CONTACT.company} is the controller of the personal data you give us through this website and
          in our branch. This policy explains what we collect, why, and your rights under UK data protection
          law.
        </>
      }
    >
      <h2>1. What we collect</h2>
      <p>
        When you place an order we collect your name, email address, phone number, postal address and the
        details of the currency you buy or sell. When you collect, we record the identity documents we are
        required to check. If you create an account we keep your email address and a securely hashed password.
        Messages you send us through the contact form are kept so we can answer them.
      </p>

      <h2>2. Why we use it</h2>
      <p>
        We use your data to prepare and complete your order, to contact you about it, to meet our legal duties
        under the money-laundering regulations, and to prevent fraud. We do not sell your data and we do not
        use it for marketing without your consent.
      </p>

      <h2>3. How long we keep it</h2>
      <p>{P.retention}</p>

      <h2>4. Who we share it with</h2>
      <p>
        Only with service providers who help us run the service (such as our email provider and hosting),
        under contract and only for that purpose, and with law-enforcement or regulatory bodies when the law
        requires it.
      </p>

      <h2>5. Your rights</h2>
      <p>
        You can ask for a copy of your data, ask us to correct it, and in some cases ask us to erase or
        restrict it or object to its use. Records we must keep by law cannot be erased before the retention
        period ends.
      </p>

      <h2>6. Complaints</h2>
      <p>
        {P.complaintAcknowledgement} {P.complaintResponse} If you are not satisfied with our answer you may
        complain to the Information Commissioner&apos;s Office (ico.org.uk).
      </p>

      <h2>7. Contact</h2>
      <p>
        Write to us through our <Link to="/contact">contact page</Link> or email {BRANCH_CONTACT.email}.
      </p>
    </LegalPage>
  );
}
