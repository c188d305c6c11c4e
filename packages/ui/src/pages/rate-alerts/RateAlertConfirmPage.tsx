import { AlertLinkPage } from './AlertLinkPage';

/** /rateAlerts/confirm?token=…: the confirmation email's link (double opt-in); the button switches the alert on. */
export function RateAlertConfirmPage() {
  return (
    <AlertLinkPage
      action="confirm"
      title="Confirm your rate alert"
      lead="Press the button to switch your rate alert on. We email you once, when our online rate reaches your target, and the alert then ends."
      button="Confirm my alert"
    />
  );
}
