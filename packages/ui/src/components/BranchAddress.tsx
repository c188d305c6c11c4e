import { addressText, openingText, phoneHref } from '@tm/core/branches';
import type { Branch } from '@tm/core/schemas';

/** A branch's full street address, phone (a tel: link), opening hours and coming closed days, from its row. */
export function BranchAddress({ branch }: { branch: Branch }) {
  return (
    <address>
      {addressText(branch)}
      <br />
      <a href={`tel:${phoneHref(branch.phone)}`}>{branch.phone}</a> · {openingText(branch, Date.now())}
    </address>
  );
}
