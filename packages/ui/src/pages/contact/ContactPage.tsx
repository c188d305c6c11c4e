import { BRANCH_HOURS } from '@tm/core/constants';
import { BRANCH } from '@tm/core/constants';
import { labels } from '@tm/core/messages';
import { usePageTitle } from '../../hooks/use-page-title';
import { BRANCH_CONTACT } from '../../layout/branch-contact';
import { BranchMap } from './BranchMap';
import { ContactForm } from './ContactForm';
import '../misc.css';

export function ContactPage() {
  usePageTitle(labels.contact.hero);
  return (
    <>
      <section className="hero hero--compact">
        <div className="container">
          <h1>{labels.contact.hero}</h1>
          <p className="hero__lead">
            Questions about an order or a rate? Call in, ring us or send a message.
          </p>
        </div>
      </section>
      <div className="container contact">
        <div className="contact__info">
          <BranchMap />
          <div className="card">
            <h2 className="card__title">Our shop</h2>
            <address>
              {BRANCH.addressLines.join(', ')}
              <br />
              Phone: <a href={`tel:${BRANCH_CONTACT.phoneHref}`}>{BRANCH_CONTACT.phone}</a>
              <br />
              Email: <a href={`mailto:${BRANCH_CONTACT.email}`}>{BRANCH_CONTACT.email}</a>
            </address>
            <p className="muted">{BRANCH_HOURS.text}</p>
          </div>
        </div>
        <ContactForm />
      </div>
    </>
  );
}
