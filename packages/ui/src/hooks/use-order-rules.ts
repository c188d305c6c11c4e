import { useEffect, useState } from 'react';
import type { OrderLimits } from '@tm/core/order-limits';
import { rememberedAnswer } from '../api/remembered-answer';

/**
 * GET /orderRules once per page load; offline, the last answer this device saw; null when never known. The
 * schemas (zod) load with the first answer read, not with the calculator on Home's first screen.
 */
const loadOrderRules = rememberedAnswer(
  '/orderRules',
  async () => (await import('@tm/core/schemas')).orderRulesSchema,
  'tm.orderRules',
);

/**
 * The order limits (ORDER_MIN_GBP / ORDER_MAX_GBP), to say them before the customer gets to the server's
 * refusal; null until known (the server still checks every order).
 */
export function useOrderRules(): OrderLimits | null {
  // Null on the first render, as on the prerendered page, so hydration matches; then what is known.
  const [rules, setRules] = useState<OrderLimits | null>(null);
  useEffect(() => {
    let live = true;
    void loadOrderRules().then((r) => live && r && setRules(r));
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
