import { addressText, openingText, phoneHref } from '@tm/core/branches';
import { labels } from '@tm/core/labels';
import { useBranch } from '../../hooks/use-branches';
import { usePageTitle } from '../../hooks/use-page-title';
import { BRANCH_CONTACT } from '../../layout/branch-contact';
import { BranchMap } from './BranchMap';
import { ContactForm } from './ContactForm';
import { useState } from 'react';
import '../misc.css';

export function ContactPage() {
  // The closed days from the day the page opened on (read once: render stays pure).
  const [now] = useState(() => Date.now());
  usePageTitle(labels.contact.hero);
  const branch = useBranch();
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
          <BranchMap branch={branch} />
          <div className="card">
            <h2 className="card__title">Our shop</h2>
            <address>
              {addressText(branch)}
              <br />
              Phone: <a href={`tel:${phoneHref(branch.phone)}`}>{branch.phone}</a>
              <br />
              Email: <a href={`mailto:${BRANCH_CONTACT.email}`}>{BRANCH_CONTACT.email}</a>
            </address>
            <p className="muted">{openingText(branch, now)}</p>
          </div>
        </div>
        <ContactForm />
      </div>
    </>
  );
}
