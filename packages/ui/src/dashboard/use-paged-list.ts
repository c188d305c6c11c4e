import { useSearchParams } from 'react-router';
import { PAGE_SIZE, serverPage, type Page } from './paged-orders';
import { useRemote, type Remote } from './use-remote';

export interface PagedList<T> {
  /** The page in the address (`?page=`), 1 when absent or not a number. */
  page: number;
  list: Remote<Page<T>>;
  /** Go to a page: page 1 drops `?page=` so the plain address stays the first page. */
  onPage: (page: number) => void;
}

/**
 * One server-paged dashboard list (concerns, deleted orders, users): the page read from the address, the rows
 * fetched `PAGE_SIZE` at a time, and the page change written back to the address without a history entry.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (page: number, size: number) => Promise<T[]>,
): PagedList<T> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRemote(async () => serverPage(await fetchPage(page, PAGE_SIZE)), `${key}|${page}`);
  const onPage = (p: number) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true });
  return { page, list, onPage };
}
