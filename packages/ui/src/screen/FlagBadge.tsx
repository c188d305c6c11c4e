import { supportsFlagEmoji } from './flag-support';

/**
 * The currency's flag where the machine can draw it, else a badge with the country letters (GB, EU, US...) or,
 * for supranational currencies, the code's first letters. Decorative: the code beside it says it all.
 */
export function FlagBadge({ flag, code }: { flag: string | null; code: string }) {
  if (flag && supportsFlagEmoji()) {
    return (
      <span className="wb-flag" aria-hidden="true">
        {flag}
      </span>
    );
  }
  return (
    <span className="wb-flag wb-flag-badge" aria-hidden="true">
      {code.slice(0, 2)}
    </span>
  );
}
