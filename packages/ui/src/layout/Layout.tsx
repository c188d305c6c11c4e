import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { firstScreenLabels as labels } from '@tm/core/messages-first-screen';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice, pageShowsRates } from '../offline-ui/OfflineNotice';
import { useScrollRestoration } from './use-scroll-restoration';
import './layout.css';

/** Sets the page description of spec §2 (also in index.html, for clients that never run scripts). */
function useDescription() {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = labels.site.description;
  }, []);
}

export function Layout() {
  useDescription();
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <OfflineNotice showsRates={pageShowsRates(pathname)} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
