import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { useReducer, useState } from 'react';
import type { FormEvent } from 'react';
import { marginProblem, marginWarnings, marginWarningText, type RateRejection } from '@tm/core';
import { updateCurrencyRequestSchema } from '@tm/core/schemas';
import { ApiError } from '../api/client';
import { dashboardApi } from './api';
import { controlAria, FieldFrame } from '../components/Field';
import { ConfirmAction } from './ConfirmAction';
import { MarginPreview } from './MarginPreview';
import { checkButtonText, rateCheckReducer, uncheckedRate } from './rate-check';

const f = labels.dashboard.currencyForm;

export interface CurrencyFormValues {
  value: string;
  label: string;
  Sell: string;
  Buy: string;
  /** True when the margins lose money and staff confirmed them in the second dialog (the server asks it). */
  confirmLoss?: true;
}

interface CurrencyFormProps {
  initial: CurrencyFormValues;
  submitLabel: string;
  /** Update Currency keeps the code it was opened for. */
  codeReadOnly?: boolean;
  /** Add lists Sell then Buy, Update lists Buy then Sell (spec §2). */
  marginOrder: ('Sell' | 'Buy')[];
  /**
   * Saves; resolves true on success. `rate` is the market rate the check found, or null when the form was saved
   * without a check (Update, margins only) or the checked rate is one the server would not store by itself.
   */
  onSubmit: (values: CurrencyFormValues, rate: string | null) => Promise<boolean>;
  /**
   * False on Update Currency: the code is fixed and already known, so margins and the country name can be saved
   * without a Check; the Check is for a new market rate (issue 17). Add always needs it (spec §4).
   */
  checkRequired?: boolean;
  /** The stored market rate (Update): the customer prices are previewed from it until a Check finds another. */
  storedRate?: string;
  /** Empty the inputs after a successful save (Add Currency, spec §4). */
  clearOnSuccess?: boolean;
  /** Update Currency: store a checked rate the server would not take by itself (it moved too far). */
  onAcceptRate?: (code: string, rate: string) => Promise<unknown>;
}

const empty: CurrencyFormValues = { value: '', label: '', Sell: '', Buy: '' };

type CheckedField = 'label' | 'Sell' | 'Buy';
const fieldId = (field: CheckedField) => (field === 'label' ? 'dash-cf-label' : `dash-cf-${field}`);

/**
 * The server's own rules for the country name and the margins (the schema's, core marginProblem), each problem
 * under its field, in the form's order: "1e3" or "-100" in a margin is named there before anything is sent.
 */
function fieldProblems(v: CurrencyFormValues, order: CheckedField[]): [CheckedField, string][] {
  const label = updateCurrencyRequestSchema.shape.label.safeParse(v.label);
  const problem = (field: CheckedField) =>
    field === 'label' ? (label.error?.issues[0]?.message ?? null) : marginProblem(field, v[field]);
  return order.flatMap((field) => {
    const p = problem(field);
    return p === null ? [] : [[field, p] as [CheckedField, string]];
  });
}

/** The Add / Update Currency form: the code must pass Check (a market rate found) before it can be saved. */
export function CurrencyForm({
  initial,
  submitLabel,
  codeReadOnly,
  marginOrder,
  onSubmit,
  clearOnSuccess,
  onAcceptRate,
  checkRequired = true,
  storedRate,
}: CurrencyFormProps) {
  const [values, setValues] = useState(initial);
  const [check, dispatch] = useReducer(rateCheckReducer, uncheckedRate);
  const [saving, setSaving] = useState(false);
  /** Why the checked rate would not be stored as it is, or why the check failed, in the server's words. */
  const [rejected, setRejected] = useState<RateRejection | null>(null);
  const [failure, setFailure] = useState<string>(messages.wrongCurrency);
  const code = values.value.trim().toUpperCase();
  /** What the last save found wrong, by field; a field's problem goes as it is edited. */
  const [problems, setProblems] = useState<Partial<Record<CheckedField, string>>>({});

  function set(field: keyof CurrencyFormValues, v: string) {
    setValues((prev) => ({ ...prev, [field]: v }));
    if (field === 'value') dispatch({ type: 'codeEdited' });
    else setProblems(({ [field as CheckedField]: _edited, ...rest }) => rest);
  }

  /** True when the fields pass; else each problem shows under its field and the first takes the keyboard. */
  function fieldsPass(): boolean {
    const found = fieldProblems(values, ['label', ...marginOrder]);
    setProblems(Object.fromEntries(found));
    if (found.length > 0) document.getElementById(fieldId(found[0]![0]))?.focus();
    return found.length === 0;
  }

  async function runCheck() {
    if (!code) return;
    dispatch({ type: 'start', code });
    setRejected(null);
    try {
      const found = await dashboardApi.rateLookup(code);
      setRejected(found.rejected ?? null);
      dispatch({ type: 'found', code, rate: found.Rate });
    } catch (err) {
      // 'Wrong currency tried' (spec), unless the service gave a rate that cannot be stored: then why.
      setFailure(
        err instanceof ApiError && err.code === 'rate_unusable' ? err.message : messages.wrongCurrency,
      );
      dispatch({ type: 'notFound', code });
    }
  }

  // A margin the server would refuse ("-100") is named under its field by a plain save, not first confirmed as one
  // that loses money: the warnings (and their confirmation dialog) are for margins that can be saved.
  const warnings =
    fieldProblems(values, ['label', ...marginOrder]).length === 0 ? marginWarnings(values) : [];
  const checked = check.status === 'checked' ? check : null;
  const canSave = checkRequired ? checked !== null : check.status !== 'checking';

  async function save() {
    if (!canSave || saving || !fieldsPass()) return;
    setSaving(true);
    try {
      const rate = checked && !rejected ? checked.rate : null;
      // Margins with warnings reach save() only through their confirmation dialog (submit() below).
      const confirmed = warnings.length > 0 ? { confirmLoss: true as const } : {};
      const ok = await onSubmit({ ...values, value: checked?.code ?? code, ...confirmed }, rate);
      if (ok && clearOnSuccess) {
        setValues(empty);
        dispatch({ type: 'reset' });
      }
    } finally {
      setSaving(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // Margins that lose money are saved only through the confirmation below, never by a stray Enter.
    if (warnings.length === 0) void save();
  }

  const marginField = (m: 'Sell' | 'Buy') => {
    const id = fieldId(m);
    const hint =
      m === 'Sell'
        ? 'Percent on the market rate for Click & Collect, usually below 0 (e.g. -1.1)'
        : 'Percent on the market rate for Click & Sell, usually above 0 (e.g. 1)';
    return (
      <FieldFrame
        key={m}
        id={id}
        label={m === 'Sell' ? f.sellRate : f.buyRate}
        error={problems[m]}
        hint={hint}
      >
        <div className="dash-margin">
          <input
            id={id}
            type="number"
            step="any"
            inputMode="decimal"
            required
            value={values[m]}
            onChange={(e) => set(m, e.target.value)}
            {...controlAria(id, { error: problems[m], hint })}
          />
          <span className="dash-margin__unit" aria-hidden="true">
            %
          </span>
        </div>
      </FieldFrame>
    );
  };

  return (
    // The form's own checks (fieldProblems) say what is wrong under each field, in the server's words, where the
    // browser's would stop the submit with a bubble of its own, or let "1e3" through to the server.
    <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="dash-cf-value">{f.currencyName}</label>
        <div className="dash-field__row">
          <input
            id="dash-cf-value"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={3}
            required
            readOnly={codeReadOnly}
            value={values.value}
            onChange={(e) => set('value', e.target.value)}
            aria-describedby="dash-cf-check-status"
          />
          <button
            type="button"
            className="btn btn--small btn--neutral"
            onClick={() => void runCheck()}
            disabled={!code || check.status === 'checking' || check.status === 'checked'}
          >
            {checkButtonText(check, f)}
          </button>
        </div>
        <p id="dash-cf-check-status" className="dash-field__status" role="status">
          {check.status === 'checked' ? `1 GBP = ${check.rate} ${check.code}` : null}
        </p>
        {check.status === 'failed' ? (
          <p role="alert" className="dash-error">
            {failure}
          </p>
        ) : null}
        {check.status === 'checked' && rejected ? (
          <div role="alert">
            <p className="dash-error">{rejected.message}</p>
            {onAcceptRate ? (
              <ConfirmAction
                variant="primary"
                triggerLabel={`Accept ${rejected.code} ${rejected.rate}`}
                confirmLabel={`Yes, use ${rejected.rate}`}
                onConfirm={() => onAcceptRate(rejected.code, rejected.rate)}
              >
                Accept this rate
              </ConfirmAction>
            ) : null}
          </div>
        ) : null}
      </div>
      <FieldFrame id={fieldId('label')} label={f.countryName} error={problems.label}>
        <input
          id={fieldId('label')}
          type="text"
          required
          value={values.label}
          onChange={(e) => set('label', e.target.value)}
          {...controlAria(fieldId('label'), { error: problems.label })}
        />
      </FieldFrame>
      {marginOrder.map(marginField)}
      <MarginPreview
        rate={checked?.rate ?? storedRate ?? null}
        Sell={values.Sell}
        Buy={values.Buy}
        warnings={warnings}
      />
      {warnings.length > 0 ? (
        <ConfirmAction
          variant="primary"
          confirmLabel="Yes, save these margins"
          text={`${warnings.map((w) => marginWarningText[w]).join(' ')} Save them anyway? The audit log records who saved them.`}
          onConfirm={save}
          disabled={!canSave || saving}
        >
          {submitLabel}
        </ConfirmAction>
      ) : (
        <button type="submit" className="btn btn--small btn--primary" disabled={!canSave || saving}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}
