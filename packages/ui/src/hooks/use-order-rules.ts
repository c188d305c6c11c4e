import { useEffect, useState } from 'react';
import type { OrderLimits } from '@tm/core/order-limits';
import { apiFetch } from '../api/client';

const STORAGE_KEY = 'tm.orderRules';

/** The schemas (zod) load with the first answer read, not with the calculator on Home's first screen. */
const rulesSchema = async () => (await import('@tm/core/schemas')).orderRulesSchema;

/** The last limits the server gave, so an offline device still says them. */
async function remembered(): Promise<OrderLimits | null> {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return saved ? (await rulesSchema()).parse(JSON.parse(saved)) : null;
  } catch {
    return null;
  }
}

let asked: Promise<OrderLimits | null> | undefined;

/** GET /orderRules once per page load; offline, the last answer this device saw; null when never known. */
function loadOrderRules(): Promise<OrderLimits | null> {
  asked ??= rulesSchema()
    .then((schema) => apiFetch('/orderRules', { schema }))
    .then((rules) => {
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(rules));
      } catch {
        // Storage full or blocked: the limits still hold for this page.
      }
      return rules;
    })
    .catch(() => {
      asked = undefined; // ask again next time, e.g. once back online
      return remembered();
    });
  return asked;
}

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
