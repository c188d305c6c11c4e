import { Link } from 'react-router';
import { addressText, phoneHref } from '@tm/core/branches';
import { copyrightYear } from '@tm/core/copyright-year';
import { firstScreenLabels as labels } from '@tm/core/messages-first-screen';
import { Logo } from './Logo';
import { useBranch } from '../hooks/use-branches';
import { BRANCH_CONTACT } from './branch-contact';

const CORPORATE_LINKS = [
  { to: '/', label: labels.footer.home },
  { to: '/exchangeRates', label: labels.footer.exchangeRates },
  { to: '/faq', label: labels.faq.title },
];

const SUPPORT_LINKS = [
  { to: '/track', label: 'Track your order' },
  { to: '/myOrders', label: 'My orders' },
  { to: '/contact', label: labels.footer.contact },
  { to: '/privacyPolicy', label: labels.footer.privacy },
  { to: '/termsCoditition', label: labels.footer.terms },
];

/** One of the footer's columns of links under its heading. */
function LinkColumn({
  heading,
  links,
}: {
  heading: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <div>
      <h2 className="site-footer__heading">{heading}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = copyrightYear();
  // The only branch while there is one; with more, the first listed is the shop the footer gives.
  const branch = useBranch();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p>{labels.site.description}</p>
          <a
            className="social-link"
            href={BRANCH_CONTACT.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.4H7.7V14h2.7v8h3.1z"
              />
            </svg>
            Follow us on Facebook
          </a>
        </div>
        <LinkColumn heading={labels.footer.corporate} links={CORPORATE_LINKS} />
        <LinkColumn heading={labels.footer.support} links={SUPPORT_LINKS} />
        <div>
          <h2 className="site-footer__heading">{labels.footer.getInTouch}</h2>
          <address>
            {addressText(branch)}
            <br />
            <a href={`tel:${phoneHref(branch.phone)}`}>{branch.phone}</a>
            <br />
            <a href={`mailto:${BRANCH_CONTACT.email}`}>{BRANCH_CONTACT.email}</a>
          </address>
        </div>
      </div>
      <div className="site-footer__legal container">
        <p>{BRANCH_CONTACT.registration}</p>
        <p>
          © {year} {BRANCH_CONTACT.company}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
