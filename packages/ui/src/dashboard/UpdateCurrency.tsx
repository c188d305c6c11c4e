import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { dashboardApi } from './api';
import { CurrencyForm } from './CurrencyForm';
import { CurrencyHistory } from './CurrencyHistory';
import type { CurrencyFormValues } from './CurrencyForm';
import { errorText } from './error-text';
import { runAction } from './run-action';
import { RemoteScreen } from './RemoteScreen';
import { useRemote } from './use-remote';

const f = labels.dashboard.currencyForm;

/** /dashboard/update/{currency}: the currency is loaded first, then check and update, then back to the list. */
export function UpdateCurrency() {
  const { currency = '' } = useParams();
  const navigate = useNavigate();
  const current = useRemote(() => dashboardApi.currency(currency), currency);
  const [failure, setFailure] = useState<string | null>(null);

  /** Saves the name and margins; after a Check, also the market rate it found (the server looks it up again). */
  async function update(v: CurrencyFormValues, checkedRate: string | null): Promise<boolean> {
    setFailure(null);
    try {
      await dashboardApi.updateCurrency(currency, {
        value: v.value,
        label: v.label.trim(),
        Sell: v.Sell,
        Buy: v.Buy,
        ...(v.confirmLoss ? { confirmLoss: v.confirmLoss } : {}),
      });
      if (checkedRate !== null) await dashboardApi.refreshCurrencyPrice(v.value);
    } catch (err) {
      // Spec §8: "notice showing the error's own message".
      const text = errorText(err);
      setFailure(text);
      toast.error(text);
      return false;
    }
    toast.success(messages.updatedCurrency(v.value));
    void navigate('/dashboard/Currency');
    return true;
  }

  return (
    <RemoteScreen remote={current} loadingLabel={`Loading ${currency}`}>
      {(c) => (
        <section className="dash-screen" aria-labelledby="dash-screen-heading">
          <h2 id="dash-screen-heading">
            {f.update} {c.value}
          </h2>
          {failure ? (
            <p role="alert" className="dash-error">
              {failure}
            </p>
          ) : null}
          <CurrencyForm
            key={c.value}
            initial={{ value: c.value, label: c.label, Sell: c.Sell, Buy: c.Buy }}
            submitLabel={f.update}
            codeReadOnly
            checkRequired={false}
            storedRate={c.Rate}
            marginOrder={['Buy', 'Sell']}
            onSubmit={update}
            onAcceptRate={(code, rate) =>
              runAction(
                () => dashboardApi.refreshCurrencyPrice(code, rate),
                messages.updatedCurrency(code),
                current.reload,
              )
            }
          />
          <CurrencyHistory currency={c} />
        </section>
      )}
    </RemoteScreen>
  );
}
