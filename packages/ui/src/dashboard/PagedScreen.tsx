import type { ReactNode } from 'react';
import { Pagination } from './Pagination';
import { RemoteContent } from './RemoteContent';
import type { PagedList } from './use-paged-list';

interface PagedScreenProps<T> {
  heading: string;
  /** From usePagedList: the page in the address, its rows from the server and the way to another page. */
  paged: PagedList<T>;
  /** Said instead of the rows when the page has none; without it the rows' own markup shows even empty. */
  empty?: string;
  /** Between the heading and the rows (an export form). */
  before?: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** One server-paged dashboard screen (concerns, deleted orders, users): heading, the page's rows, the pages. */
export function PagedScreen<T>({ heading, paged, empty, before, children }: PagedScreenProps<T>) {
  const { page, list, onPage } = paged;
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">{heading}</h2>
      {before}
      <RemoteContent remote={list} loadingLabel={`Loading ${heading.toLowerCase()}`}>
        {({ rows }) =>
          empty !== undefined && rows.length === 0 ? <p className="dash-empty">{empty}</p> : children(rows)
        }
      </RemoteContent>
      <Pagination page={page} of={list.data} onPage={onPage} />
    </section>
  );
}
