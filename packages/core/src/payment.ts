/**
 * How a Click & Collect customer pays in the branch (docs/customer-policy.md, "Paying"): in cash or by debit
 * card, the card itself in hand, since the name on it must match the order's. Home's "Pay in store with" marks
 * and the ordering pages' payment sentence both read it, so they cannot promise different things (Home once
 * listed Apple Pay and Google Pay, which show no name, beside a policy of cash or debit card).
 * A module of its own: Home's first bundle has a size budget.
 */
export const PAY_IN_BRANCH = 'in cash or by debit card';

/** The ways to pay, as Home draws them (word marks: no third-party artwork is shipped). */
export const PAYMENT_MARKS = ['Cash', 'Visa Debit', 'Mastercard Debit', 'Maestro'] as const;
