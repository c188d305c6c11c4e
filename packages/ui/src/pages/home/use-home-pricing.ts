import { useEffect, useState } from 'react';
import { firstScreenMessages as messages } from '@tm/core/messages-first-screen';
import type { AmountFormView } from './calculator-state';
import type * as HomePricingModule from './home-pricing';

export type HomePricing = typeof HomePricingModule;

let loaded: HomePricing | null = null;
let loading: Promise<HomePricing> | undefined;

/**
 * Loads Home's arithmetic once (a failed load is tried again on the next call). Calculator.tsx's
 * module starts it as soon as it is evaluated, so it downloads beside hydration and the rates' own fetch.
 */
export function loadHomePricing(): Promise<HomePricing> {
  loading ??= import('./home-pricing').then(
    (pricing) => (loaded = pricing),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Home's arithmetic, or null until it has loaded. */
export function useHomePricing(): HomePricing | null {
  const [pricing, setPricing] = useState(loaded);
  useEffect(() => {
    if (pricing) return;
    let live = true;
    loadHomePricing().then(
      (m) => live && setPricing(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pricing]);
  return pricing;
}

/**
 * What an amount form shows before its arithmetic is there: the same as while the rates load (and the same
 * as the prerendered page, which is made before any rate is known, so hydration matches).
 */
export const PRICING_LOADING: AmountFormView = {
  result: { ok: false, error: null },
  rate: null,
  unavailable: messages.ratesLoading,
  amountError: null,
  otherFieldHint: null,
  rounding: null,
  rateAge: null,
};
