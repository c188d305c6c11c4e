import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { toast } from 'sonner';
import { dashboardApi } from './api';
import { CurrencyForm } from './CurrencyForm';
import type { CurrencyFormValues } from './CurrencyForm';
import { errorText } from './error-text';

const f = labels.dashboard.currencyForm;

/** Add Currency (heading 'Currency Dashboard'): check the code, then add; the inputs empty after a success. */
export function AddCurrency() {
  async function add(v: CurrencyFormValues, rate: string | null): Promise<boolean> {
    try {
      await dashboardApi.addCurrency({
        value: v.value,
        label: v.label.trim(),
        Sell: v.Sell,
        Buy: v.Buy,
        ...(v.confirmLoss ? { confirmLoss: v.confirmLoss } : {}),
        // Informative only: the server looks the rate up itself.
        ...(rate === null ? {} : { Rate: rate }),
      });
    } catch (err) {
      // Spec §8: "toast showing the error message returned".
      toast.error(errorText(err));
      return false;
    }
    toast.success(messages.addedCurrency(v.value));
    return true;
  }

  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">{f.heading}</h2>
      <CurrencyForm
        initial={{ value: '', label: '', Sell: '', Buy: '' }}
        submitLabel={f.add}
        marginOrder={['Sell', 'Buy']}
        onSubmit={add}
        clearOnSuccess
      />
    </section>
  );
}
