import { z } from 'zod';
import { MAX_CART_LINES } from '../constants';
import { validateAmount } from '../amount';
import { DECIMAL_TEXT } from '../decimal';
import { foreignCode, hasRightSides } from '../line-sides';
import { minorUnitProblem } from '../minor-units';
import { messages } from '../messages';
import { branchCancelReasonSchema, idRecordSchema, linkFactSchema } from './compliance';
import { addressField, emailField, nameField, phoneField } from './customer-details';
import { WAY_TITLE, currencyCode, decimalString, numberAsText, waySchema, wayTitleSchema } from './common';

/**
 * A cart line (spec §3, docs/pricing.md "Cart"): `currencyMy`/`currencyMycurrent` = amount/code the customer
 * receives, `currencyTake`/`currencyTakecurrent` = amount/code the customer gives. One side is always GBP.
 */
export const cartLineSchema = z.object({
  Id: z.string().min(1),
  currencyMy: decimalString,
  currencyMycurrent: currencyCode,
  currencyTake: decimalString,
  currencyTakecurrent: currencyCode,
  /** Customer rate, 4 dp. */
  Rate: decimalString,
  status: waySchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A line as a client sends it in POST /Order. Only the two codes, the amount given and the way are trusted;
 * `Rate` and `currencyMy` are a quote the server recomputes (docs/pricing.md "Orders").
 */
/**
 * The amount the customer gives, as the spec words its refusal (domain rules: "an amount ≤ 0 or not a number:
 * Please give correct amount"): "ten", "1e3" and "£100" are told that too, not a generic "Must be a number".
 */
const amountGiven = numberAsText(messages.correctAmount).pipe(
  z.string().regex(DECIMAL_TEXT, messages.correctAmount),
);

export const orderLineRequestSchema = z.object({
  Id: z.string().max(64).optional(),
  currencyTake: amountGiven,
  currencyTakecurrent: currencyCode,
  currencyMycurrent: currencyCode,
  currencyMy: decimalString.optional(),
  Rate: decimalString.optional(),
  status: waySchema.optional(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

/** POST /Order body: the spec's order object. Fields the server owns (Order_Id, Status, time, _id, email rows) are ignored. */
export const orderRequestSchema = z
  .object({
    Name: nameField,
    Email: emailField,
    Phone_Number: phoneField,
    Address: addressField,
    /** A branch's slug; which branches exist is the server's data (GET /branches), checked when placing. */
    CheckingPoint: z
      .string({ error: messages.selectCheckingPoint })
      .trim()
      .min(1, messages.selectCheckingPoint)
      .max(64, messages.selectCheckingPoint),
    Orders: z
      .array(orderLineRequestSchema, { error: messages.addCurrencyItem })
      .min(1, messages.addCurrencyItem)
      .max(MAX_CART_LINES, messages.clearCart),
    status: waySchema,
    title: wayTitleSchema.optional(),
  })
  // Rules across fields (docs/pricing.md "Cart"): one way per order, GBP on the right side, amounts > 0.
  // Note: zod refuses `.extend()` on a refined object; use `.safeExtend()` to add fields.
  .superRefine((order, ctx) => {
    order.Orders.forEach((line, i) => {
      // A Sell line gives foreign currency: no more decimals than it has (no fraction of a yen, no third
      // decimal of a dinar), said in its own words before the spec's general amount message.
      // Not a number at all ("NaN", "1e3") is said once, by the field's own schema (amountGiven).
      const numeric = typeof line.currencyTake === 'string' && DECIMAL_TEXT.test(line.currencyTake);
      const fraction =
        numeric && order.status === 'sell'
          ? minorUnitProblem(String(line.currencyTake), line.currencyTakecurrent)
          : null;
      if (fraction !== null) {
        ctx.addIssue({ code: 'custom', path: ['Orders', i, 'currencyTake'], message: fraction });
      } else if (numeric && validateAmount(line.currencyTake) !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['Orders', i, 'currencyTake'],
          message: messages.correctAmount,
        });
      }
      if (line.status !== undefined && line.status !== order.status) {
        ctx.addIssue({ code: 'custom', path: ['Orders', i, 'status'], message: messages.orderWayMismatch });
        return;
      }
      if (!hasRightSides(line, order.status)) {
        ctx.addIssue({ code: 'custom', path: ['Orders', i], message: messages.lineSidesMismatch });
        return;
      }
      // One line per currency, as the cart keeps it (cart.ts addToCart): two EUR lines would be one order the
      // amend form could never change (it asks one amount per currency).
      const code = foreignCode(line, order.status);
      if (order.Orders.slice(0, i).some((earlier) => foreignCode(earlier, order.status) === code)) {
        ctx.addIssue({ code: 'custom', path: ['Orders', i], message: messages.currencyTwice(code) });
      }
    });
    if (order.title !== undefined && order.title !== WAY_TITLE[order.status]) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: messages.orderWayMismatch });
    }
  });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/**
 * Pending -> Accepted -> Completed (spec), and ours (issue 18): Expired when not completed by the end of its hold
 * (orderHeldUntil, order-policy.ts), Cancelled by the customer while Pending. Both are final; nothing was charged.
 */
export const orderStatusSchema = z.enum(['Pending', 'Accepted', 'Completed', 'Expired', 'Cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The fields of the confirmation email template (spec §3, "Row data for the confirmation email"). */
export const orderEmailRowsSchema = z.object({
  RateFirst: z.string(),
  RateSecond: z.string(),
  RateThird: z.string(),
  RateFourth: z.string(),
  CurrencyNameFirst: z.string(),
  CurrencyNameSecond: z.string(),
  CurrencyNameThird: z.string(),
  CurrencyNameFourth: z.string(),
  FromFirst: z.string(),
  FromSecond: z.string(),
  FromThird: z.string(),
  FromFourth: z.string(),
  ToFirst: z.string(),
  ToSecond: z.string(),
  ToThird: z.string(),
  ToFourth: z.string(),
  SecondRowShow: z.string(),
  ThirdRowShow: z.string(),
  FourthRowShow: z.string(),
  SecondRow: z.literal('Amount'),
  FourthRow: z.literal('Fx Amount'),
  firstMessege: z.string(),
  secondTitle: z.string(),
  secondMessege: z.string(),
  note: z.string().optional(),
});
export type OrderEmailRows = z.infer<typeof orderEmailRowsSchema>;

/**
 * Customer due diligence on one order, for staff only (issues 18, 29): the GBP of this customer's orders (the
 * same phone in E.164, the same mailbox, or the same name and postcode) within CDD_LINKED_DAYS up to and
 * including this one, whether that reaches CDD_THRESHOLD_GBP (an ID check is then required before completing),
 * which facts linked them (`linkedBy`, over all the linked orders), the linked orders (details only) each with
 * its facts, the linked orders placed after it within the same period (details only: the requirement is the
 * order's that reaches the threshold, but the cashier handing over an earlier one sees the rest), and the ID
 * recorded at completion. Never in a customer's answer.
 */
const linkedOrderSchema = z.object({
  Order_Id: z.string(),
  time: z.string(),
  Status: orderStatusSchema,
  gbp: z.string(),
  by: z.array(linkFactSchema),
});

export const orderCddSchema = z.object({
  required: z.boolean(),
  linkedGbp: z.string(),
  linkedBy: z.array(linkFactSchema),
  linked: z.array(linkedOrderSchema),
  linkedAfter: z.array(linkedOrderSchema).default([]),
  idRecord: idRecordSchema.nullable(),
});
export type OrderCdd = z.infer<typeof orderCddSchema>;

/** One row of the Deleted register: who cancelled which order, when and why (managers only). */
export const deletedOrderSchema = z.object({
  Order_Id: z.string(),
  Name: z.string(),
  Email: z.string(),
  /** The status the order had when it was cancelled. */
  Status: orderStatusSchema,
  time: z.string(),
  gbp: z.string(),
  deletedAt: z.string(),
  deletedBy: z.string(),
  reason: branchCancelReasonSchema.nullable(),
  note: z.string().nullable(),
});
export type DeletedOrder = z.infer<typeof deletedOrderSchema>;

/**
 * Staff answers only: an order the branch cancelled (soft deleted), who did it, when and why, as its row in the
 * Deleted register says it. The note is staff's own words for the register, so only those who read the register
 * (`deleted.read`) get it.
 */
export const orderDeletionSchema = deletedOrderSchema.pick({
  deletedAt: true,
  deletedBy: true,
  reason: true,
  note: true,
});
export type OrderDeletion = z.infer<typeof orderDeletionSchema>;

/** An order as the API returns it. */
export const orderSchema = z
  .object({
    _id: z.string(),
    Order_Id: z.string().regex(/^\d{8}$/),
    Name: z.string(),
    Email: z.string(),
    Phone_Number: z.string(),
    Address: z.string(),
    CheckingPoint: z.string(),
    Orders: z.array(cartLineSchema),
    status: waySchema,
    Status: orderStatusSchema,
    title: wayTitleSchema,
    /** ISO date-time the order was placed. */
    time: z.string(),
    /**
     * ISO date-time its lines were last priced: `time`, unless a cashier changed the amounts at today's rate
     * (issue 30). The hold and rate lock run from it (core holdStart). Absent in orders a device kept from before.
     */
    pricedAt: z.string().optional(),
    /**
     * ISO date-time until which it is held and its rate locked, as promised when it was priced (core
     * promisedHoldEnd). Absent in orders priced before it was stored: theirs is computed from `pricedAt`.
     */
    heldUntil: z.string().optional(),
    /** Staff answers only (lists and details): the money-laundering check. */
    cdd: orderCddSchema.optional(),
    /**
     * POST /Order's answer only: false when no confirmation was emailed, because the address had already had
     * CUSTOMER_EMAILS_PER_HOUR emails this hour (a flood guard), so the page does not say the link is in an email.
     */
    confirmationEmailed: z.boolean().optional(),
    /** Staff details only: set when the branch cancelled the order (it is in no list, and nothing acts on it). */
    deletion: orderDeletionSchema.optional(),
  })
  .extend(orderEmailRowsSchema.shape);
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

/** GET /orderRules: the GBP bounds of one order, so the app can say them before the customer gets there. */
export const orderRulesSchema = z.object({
  minGbp: z.string().describe('Smallest order in GBP; "0.00" when there is none'),
  maxGbp: z.string().describe('Largest order in GBP'),
  /** RATES_MAX_AGE_HOURS: no order is taken on a rate older than this (core rate-age.ts). */
  ratesMaxAgeHours: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Oldest rate, in hours, an order is taken on'),
  /** Which rate provider the server uses: `sample` is the bundled sample rates, never for trading. */
  ratesProvider: z
    .enum(['service', 'sample'])
    .optional()
    .describe('service: the exchange-rate service; sample: the bundled sample rates'),
});
export type OrderRules = z.infer<typeof orderRulesSchema>;

export const deletedOrderListSchema = z.array(deletedOrderSchema);
