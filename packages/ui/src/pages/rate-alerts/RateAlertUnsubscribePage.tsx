import { AlertLinkPage } from './AlertLinkPage';

/** /rateAlerts/unsubscribe?token=…: the unsubscribe link of every alert email; the button stops the alert. */
export function RateAlertUnsubscribePage() {
  return (
    <AlertLinkPage
      action="unsubscribe"
      title="Stop this rate alert"
      lead="Press the button to stop this rate alert. We will not email you about it again."
      button="Stop this alert"
    />
  );
}
