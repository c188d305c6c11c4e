import { useEffect, useState } from 'react';
import type { OrderLimits } from '@tm/core/order-limits';
import { orderRulesSchema } from '@tm/core/schemas';
import { rememberedAnswer } from '../api/remembered-answer';

/** GET /orderRules once per page load; offline, the last answer this device saw; null when never known. */
const loadOrderRules = rememberedAnswer('/orderRules', orderRulesSchema, 'tm.orderRules');

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
