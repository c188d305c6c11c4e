import { addressText, openingText, phoneHref } from '@tm/core/branches';
import type { Branch } from '@tm/core/schemas';
import { useState } from 'react';

/** A branch's full street address, phone (a tel: link), opening hours and coming closed days, from its row. */
export function BranchAddress({ branch }: { branch: Branch }) {
  // The closed days from the day the page opened on (read once: render stays pure).
  const [now] = useState(() => Date.now());
  return (
    <address>
      {addressText(branch)}
      <br />
      <a href={`tel:${phoneHref(branch.phone)}`}>{branch.phone}</a> · {openingText(branch, now)}
    </address>
  );
}
