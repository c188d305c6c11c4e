import { addressText, hoursText, phoneHref } from '@tm/core/branches';
import type { Branch } from '@tm/core/schemas';

/** A branch's address, phone (a tel: link) and opening hours, from its row. */
export function BranchAddress({ branch }: { branch: Branch }) {
  return (
    <address>
      {addressText(branch)}
      <br />
      <a href={`tel:${phoneHref(branch.phone)}`}>{branch.phone}</a> · {hoursText(branch)}
    </address>
  );
}
