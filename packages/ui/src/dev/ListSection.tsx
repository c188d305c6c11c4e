import type { ReactNode } from 'react';

interface ListSectionProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  /** The heading, followed by how many items there are. */
  title: string;
  items: readonly T[];
  /** Said instead of the list when there is nothing in it. */
  empty: string;
  /** One `<li>` for an item, with its key. */
  children: (item: T) => ReactNode;
}

/** One of the inspector's plain lists of what the device holds (its orders, its cart), counted in the heading. */
export function ListSection<T>({ id, title, items, empty, children }: ListSectionProps<T>) {
  return (
    <section aria-labelledby={id} className="sync-inspector__section">
      <h2 id={id}>
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="sync-inspector__plain">{items.map((item) => children(item))}</ul>
      )}
    </section>
  );
}
