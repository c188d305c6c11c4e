import { z } from 'zod';

/** Which facts linked two orders to one customer, as the flag names them to staff (core customer-keys.ts). */
export const LINK_FACTS = ['phone', 'email', 'name and postcode'] as const;
export type LinkFact = (typeof LINK_FACTS)[number];
export const linkFactSchema = z.enum(LINK_FACTS);

/** The IDs staff may record for an order that needs an ID check (Money Laundering Regulations 2017). */
export const ID_DOCUMENT_TYPES = ['Passport', 'Driving licence', 'National identity card'] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The earliest date of birth an ID record takes: nobody born before it stands at the counter, so an earlier
 * date is a slip of the keyboard (1800-01-01 was taken).
 */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

const isoDay = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .regex(ISO_DAY, `Enter the ${what} as a date`)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      {
        message: `Enter the ${what} as a real date`,
      },
    );

/**
 * PUT /acceptedToCompleted/{id} body, required only when the order needs an ID check: what a compliance officer
 * asks for (issue 29). Who checked and when are the server's (the signed-in staff member, its clock). Whether the
 * document is in date (and not impossibly far ahead) and the customer is 18 depends on the day: idRecordProblem
 * (core compliance.ts).
 */
export const idRecordRequestSchema = z.object({
  idType: z.enum(ID_DOCUMENT_TYPES, { error: 'Choose the type of ID seen' }),
  idNumber: z
    .string({ error: 'Enter the document number' })
    .trim()
    .toUpperCase()
    .transform((n) => n.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, 'Enter the document number (5 to 20 letters and digits)')),
  idExpiry: isoDay('expiry date'),
  // Checked only once it is a date, so an empty field says "Enter the date of birth…" alone.
  dateOfBirth: isoDay('date of birth').refine((d) => !ISO_DAY.test(d) || d >= EARLIEST_DATE_OF_BIRTH, {
    message: 'Enter a date of birth from 1 January 1900 on',
  }),
});
export type IdRecordRequest = z.infer<typeof idRecordRequestSchema>;

/**
 * The body of PUT /acceptedToCompleted/{id} as the route validates it: an ID record, or none. A client that
 * always sends JSON sends `{}` for an order needing no check, and got 400 "Choose the type of ID seen" where
 * no body at all worked: an empty object now means no ID record too (the server then asks for one only when the
 * order needs it). Any field sent makes it a record, checked field by field.
 */
export const completeOrderRequestSchema = z.preprocess(
  (body) =>
    body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0
      ? undefined
      : body,
  idRecordRequestSchema.optional(),
);

/** The ID record as staff answers show it: the request's facts, who checked and when. Never to a customer. */
export const idRecordSchema = z.object({
  idType: z.enum(ID_DOCUMENT_TYPES),
  idNumber: z.string(),
  /** The last 4 characters of the number, for lists. */
  idLast4: z.string(),
  idExpiry: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type IdRecord = z.infer<typeof idRecordSchema>;

/**
 * Why the branch cancelled an order. `shown` says whether the customer's email and tracking name it: a concern
 * about money laundering never is (telling the customer would be tipping off, Proceeds of Crime Act 2002 s.333A).
 */
export const BRANCH_CANCEL_REASONS = {
  'customer-asked': { label: 'The customer asked to cancel', shown: true },
  'not-collected': { label: 'Not collected in time', shown: true },
  'currency-unavailable': { label: 'The currency is not available', shown: true },
  duplicate: { label: 'A duplicate of another order', shown: true },
  'compliance-concern': { label: 'A compliance concern', shown: false },
  other: { label: 'Another reason', shown: false },
} as const;
export type BranchCancelReason = keyof typeof BRANCH_CANCEL_REASONS;
export const branchCancelReasonSchema = z.enum(
  Object.keys(BRANCH_CANCEL_REASONS) as [BranchCancelReason, ...BranchCancelReason[]],
  { error: 'Choose why the order is cancelled' },
);

/** DELETE /deleteOrder/{id} body: a reason is required (issue 29), its note for staff only. */
export const deleteOrderRequestSchema = z.object({
  reason: branchCancelReasonSchema,
  note: z
    .string({ error: 'Say why the order is cancelled' })
    .trim()
    .min(3, 'Say why the order is cancelled (at least 3 characters)')
    .max(500, 'Keep the note to 500 characters'),
});
export type DeleteOrderRequest = z.infer<typeof deleteOrderRequestSchema>;

/** A suspicious-activity note (issue 29): on an order, or on a customer (their email). Managers read them. */
export const suspiciousNoteRequestSchema = z
  .object({
    Order_Id: z
      .string()
      .trim()
      .regex(/^\d{8}$/, 'An order number has 8 digits')
      .optional(),
    customerEmail: z.string().trim().toLowerCase().pipe(z.email('Enter the customer’s email')).optional(),
    note: z
      .string({ error: 'Describe what raised the concern' })
      .trim()
      .min(10, 'Describe what raised the concern (at least 10 characters)')
      .max(2000, 'Keep the note to 2000 characters'),
  })
  .refine((n) => Boolean(n.Order_Id) !== Boolean(n.customerEmail), {
    message: 'Name an order or a customer (one of them)',
    path: ['Order_Id'],
  });
export type SuspiciousNoteRequest = z.infer<typeof suspiciousNoteRequestSchema>;

export const suspiciousNoteSchema = z.object({
  id: z.string(),
  Order_Id: z.string().nullable(),
  customerEmail: z.string().nullable(),
  note: z.string(),
  raisedBy: z.string(),
  raisedAt: z.string(),
});
export type SuspiciousNote = z.infer<typeof suspiciousNoteSchema>;
export const suspiciousNoteListSchema = z.array(suspiciousNoteSchema);
