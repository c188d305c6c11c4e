import type { Branch } from '@tm/core/schemas';

/** A select's options for the branches: each shown by its name, chosen by its slug (what an order records). */
export function BranchOptions({ branches }: { branches: readonly Branch[] }) {
  return branches.map((b) => (
    <option key={b.slug} value={b.slug}>
      {b.name}
    </option>
  ));
}
