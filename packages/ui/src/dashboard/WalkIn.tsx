import { formatMoney, type PricingCurrency } from '@tm/core/money';
import { messages } from '@tm/core/messages';
import type { OrderLimits } from '@tm/core/order-limits';
import { WAY_TITLE, type Way } from '@tm/core/ways';
import type { Branch } from '@tm/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BranchOptions } from '../components/BranchOptions';
import { firstInPageOrder } from '../components/first-field';
import { useOrderRules } from '../hooks/use-order-rules';
import { newLineId } from '../pages/home/calculator-state';
import { dashboardApi } from './api';
import { actionErrorText } from './error-text';
import { RemoteContent } from './RemoteContent';
import { useRemote } from './use-remote';
import {
  canAddLine,
  draftWalkIn,
  emptyWalkIn,
  walkInLineText,
  type WalkInForm,
  type WalkInProblem,
} from './walk-in-form';

const WAY_HINT: Record<Way, string> = {
  buy: 'the customer buys currency with pounds',
  sell: 'the customer sells currency for pounds',
};

/**
 * /dashboard/walkIn (issue 30, `orders.walkIn`): a customer at the counter. The same order as the website's
 * (POST /walkInOrders prices it from the server's rates, with the same limits), accepted at once, and the
 * customer is emailed its confirmation. The screen shows the price as the customer's calculator would.
 */
export function WalkIn() {
  const data = useRemote(async () => {
    const [currencies, branches] = await Promise.all([dashboardApi.currencies(), dashboardApi.branches()]);
    return { currencies, branches };
  }, 'walk-in');
  const limits = useOrderRules();
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Walk-in order</h2>
      <p className="muted">
        For a customer at the counter: priced by the server at today&apos;s rates, with the same limits as an
        online order, and accepted at once. The customer is emailed the confirmation.
      </p>
      <RemoteContent remote={data} loadingLabel="Loading the currencies">
        {({ currencies, branches }) => (
          <WalkInEditor currencies={currencies} branches={branches} limits={limits} />
        )}
      </RemoteContent>
    </section>
  );
}

function WalkInEditor({
  currencies,
  branches,
  limits,
}: {
  currencies: readonly (PricingCurrency & { label: string })[];
  branches: readonly Branch[];
  limits: OrderLimits | null;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<WalkInForm>(() => emptyWalkIn(branches[0]?.slug ?? ''));
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per order body: a retry of the same order after a lost answer is the same order on the server.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const draft = useMemo(() => draftWalkIn(form, currencies, limits), [form, currencies, limits]);

  const set = (change: Partial<WalkInForm>) => setForm((f) => ({ ...f, ...change }));
  const setLine = (i: number, change: Partial<WalkInForm['lines'][number]>) =>
    setForm((f) => ({ ...f, lines: f.lines.map((l, j) => (j === i ? { ...l, ...change } : l)) }));
  const id = (field: string) => `walk-in-${field}`;
  const problemOf = (field: string): WalkInProblem | undefined =>
    attempted && !draft.ok ? draft.problems.find((p) => p.field === field) : undefined;
  // aria-invalid and the message under the field, once the cashier has tried to submit.
  const invalid = (field: string) => {
    const problem = problemOf(field);
    return problem ? { 'aria-invalid': true, 'aria-describedby': id(`${field}-problem`) } : {};
  };
  const problemText = (field: string) => {
    const problem = problemOf(field);
    return problem ? (
      <p id={id(`${field}-problem`)} className="field__error">
        {problem.message}
      </p>
    ) : null;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setAttempted(true);
    setFailure(null);
    if (!draft.ok) {
      // The first refused field on screen, not in the problems' order (details first): the lines come before
      // the customer, and focus on Full name under "Currency 1: …" skipped the first error said (an
      // accessibility audit).
      const refused = draft.problems.flatMap((p) => document.getElementById(id(p.field)) ?? []);
      (firstInPageOrder(refused) ?? document.getElementById(id('name')))?.focus();
      return;
    }
    const body = JSON.stringify(draft.request);
    if (sent.current?.body !== body) sent.current = { body, key: newLineId() };
    setBusy(true);
    try {
      const order = await dashboardApi.walkIn(draft.request, sent.current.key);
      toast.success(`Walk-in order ${order.Order_Id} entered and accepted; the customer is emailed.`);
      void navigate(`/dashboard/orderDetails/${order._id}`);
    } catch (err) {
      setFailure(actionErrorText(err));
    } finally {
      setBusy(false);
    }
  }

  const customer = (
    field: 'name' | 'email' | 'phone' | 'address',
    label: string,
    attrs: Record<string, string> = {},
  ) => (
    <div className="field">
      <label htmlFor={id(field)}>{label}</label>
      <input
        id={id(field)}
        type="text"
        value={form[field]}
        autoComplete="off"
        onChange={(e) => set({ [field]: e.target.value })}
        {...invalid(field)}
        {...attrs}
      />
      {problemText(field)}
    </div>
  );

  const priced = (i: number) => draft.lines.find((l) => l.Id === `walk-in-${i}`);
  const wayTotal = form.way === 'buy' ? 'The customer pays' : 'The customer is paid';

  return (
    <form className="dash-form card walk-in" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="walk-in__way">
        <legend>Way</legend>
        {(['buy', 'sell'] as const).map((way) => (
          <label key={way} className="walk-in__choice">
            <input
              type="radio"
              name="walk-in-way"
              checked={form.way === way}
              // What the customer gives changes side: the typed amounts no longer mean what they did.
              onChange={() => set({ way, lines: form.lines.map((l) => ({ ...l, gives: '' })) })}
            />
            {WAY_TITLE[way]}: {WAY_HINT[way]}
          </label>
        ))}
      </fieldset>

      <fieldset className="walk-in__lines">
        <legend>Currencies (up to four)</legend>
        {form.lines.map((line, i) => {
          const p = priced(i);
          const gives = form.way === 'buy' ? 'GBP' : line.code || 'the currency';
          return (
            <div className="walk-in__line" key={i}>
              <div className="field">
                <label htmlFor={id(`line-${i}-code`)}>Currency {i + 1}</label>
                <select
                  id={id(`line-${i}-code`)}
                  value={line.code}
                  onChange={(e) => setLine(i, { code: e.target.value })}
                  {...invalid(`line-${i}-code`)}
                >
                  <option value="">Choose a currency</option>
                  {currencies.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.value} · {c.label}
                    </option>
                  ))}
                </select>
                {problemText(`line-${i}-code`)}
              </div>
              <div className="field">
                <label htmlFor={id(`line-${i}-gives`)}>The customer gives ({gives})</label>
                <input
                  id={id(`line-${i}-gives`)}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={line.gives}
                  onChange={(e) => setLine(i, { gives: e.target.value })}
                  {...invalid(`line-${i}-gives`)}
                />
                {problemText(`line-${i}-gives`)}
              </div>
              <p className="walk-in__gets" aria-live="polite">
                {p ? walkInLineText(p, form.way) : null}
              </p>
              {form.lines.length > 1 ? (
                <button
                  type="button"
                  className="btn btn--small btn--neutral"
                  onClick={() => set({ lines: form.lines.filter((_, j) => j !== i) })}
                >
                  Remove currency {i + 1}
                </button>
              ) : null}
            </div>
          );
        })}
        <button
          type="button"
          className="btn btn--small btn--neutral"
          disabled={!canAddLine(form)}
          onClick={() => set({ lines: [...form.lines, { code: '', gives: '' }] })}
        >
          Add a currency
        </button>
        {form.way === 'buy' ? <p className="muted">{messages.collectRounding}.</p> : null}
        {problemText('lines')}
      </fieldset>

      <fieldset className="walk-in__customer">
        <legend>The customer</legend>
        {customer('name', 'Full name')}
        {customer('email', 'Email (for the confirmation)', { type: 'email', inputMode: 'email' })}
        {customer('phone', 'Phone number', { type: 'tel', inputMode: 'tel' })}
        {customer('address', 'Address')}
        {branches.length > 1 ? (
          <div className="field">
            <label htmlFor={id('branch')}>Branch</label>
            <select id={id('branch')} value={form.branch} onChange={(e) => set({ branch: e.target.value })}>
              <BranchOptions branches={branches} />
            </select>
          </div>
        ) : null}
      </fieldset>

      <p className="walk-in__total" aria-live="polite">
        {wayTotal} <strong>{formatMoney(draft.totalGbp, 'GBP')}</strong>
      </p>
      {failure ? (
        <p role="alert" className="dash-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Entering…' : 'Enter and accept the order'}
      </button>
    </form>
  );
}
