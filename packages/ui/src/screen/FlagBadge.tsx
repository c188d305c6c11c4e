/** The currency's flag, or a plain badge with its code for supranational currencies. Decorative: the code says it. */
export function FlagBadge({ flag, code }: { flag: string | null; code: string }) {
  return (
    <span className={flag ? 'wb-flag' : 'wb-flag wb-flag-badge'} aria-hidden="true">
      {flag ?? code.slice(0, 2)}
    </span>
  );
}
