import type { OrderCdd } from '@tm/core';

/**
 * "ID check required" on an order whose linked orders reach the threshold (issue 18), until staff record the
 * ID seen; then "ID checked". Nothing for other orders.
 */
export function CddBadge({ cdd }: { cdd: OrderCdd | undefined }) {
  if (!cdd?.required) return null;
  return cdd.idRecord ? (
    <span className="pill pill--ok">ID checked</span>
  ) : (
    <span className="pill pill--danger">ID check required</span>
  );
}
