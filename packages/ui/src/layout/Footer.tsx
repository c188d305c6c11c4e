import { Link } from 'react-router';
import { addressText, phoneHref } from '@tm/core/branches';
import { labels } from '@tm/core/labels';
import { Logo } from './Logo';
import { useBranch } from '../hooks/use-branches';
import { BRANCH_CONTACT } from './branch-contact';

export function Footer() {
  const year = new Date().getFullYear();
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
        <div>
          <h2 className="site-footer__heading">{labels.footer.corporate}</h2>
          <ul>
            <li>
              <Link to="/">{labels.footer.home}</Link>
            </li>
            <li>
              <Link to="/exchangeRates">{labels.footer.exchangeRates}</Link>
            </li>
            <li>
              <Link to="/faq">{labels.faq.title}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="site-footer__heading">{labels.footer.support}</h2>
          <ul>
            <li>
              <Link to="/track">Track your order</Link>
            </li>
            <li>
              <Link to="/myOrders">My orders</Link>
            </li>
            <li>
              <Link to="/contact">{labels.footer.contact}</Link>
            </li>
            <li>
              <Link to="/privacyPolicy">{labels.footer.privacy}</Link>
            </li>
            <li>
              <Link to="/termsCoditition">{labels.footer.terms}</Link>
            </li>
          </ul>
        </div>
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
