import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';

/** A legal page (terms, privacy): its title as the page's and as its heading, a lead in muted text, the body. */
export function LegalPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className="container legal">
      <h1>{title}</h1>
      <p className="muted">{lead}</p>
      {children}
    </article>
  );
}
