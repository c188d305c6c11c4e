/**
 * The offline app's own wording (the spec has no offline states, so these are not in the @tm/core catalogue).
 * Kept in one place so screens and tests agree.
 */
export const offlineTexts = {
  /** Followed by the rates' age, e.g. "12 minutes ago". */
  offlineWithRates: 'Offline — showing rates from ',
  unreachableWithRates: "We can't reach Travel Money right now — showing rates from ",
  offlineNoRates:
    'You are offline and this device has no saved rates yet. Connect to the internet once and they will be kept for offline use.',
  unreachableNoRates:
    "We can't reach Travel Money right now, and this device has no saved rates yet. Please try again shortly.",
  /** Said (to assistive technology only) once the connection is back after the banner was shown. */
  backOnline: 'Back online.',
  /** On a page that shows no rates (sign in, track, contact …): no rates' age to give, only what still works. */
  offlinePage:
    'You are offline. Saved pages still open; signing in, tracking an order and sending a message need a connection.',
  unreachablePage:
    "We can't reach Travel Money right now. Signing in, tracking an order and sending a message need a connection; please try again shortly.",
  queued: 'Your order is saved and will be sent when you are back online. You will get an order number then.',
  /**
   * Said beside `queued`: the quote is today's, but the rate is fixed only when the order reaches the branch
   * (docs/offline-sync.md); if it moved, the new figures are shown here and the order may be cancelled free.
   */
  queuedRate:
    'Its rate is fixed when it reaches us. If our rates move before then, you will see the new amounts here, and you can cancel the order free of charge.',
  queuedTitle: 'Order saved on this device',
  /** A queued order the server refused: it was not placed, and nothing more will be sent. */
  refusedTitle: 'Your order was not accepted',
  refused: 'Nothing was placed and nothing will be sent. Correct it and place it again.',
  sentTitle: 'Your order has been sent',
  sentNumber: (orderId: string) => `Your order number is ${orderId}.`,
  repricingTitle: 'The branch priced your order at its current rate',
  repricingIntro:
    'Rates moved between your quote and the moment the order reached us, so some figures changed:',
  repricingCancel: 'Not what you wanted? Nothing is charged until you are at the branch:',
  repricingCancelLink: 'cancel it on its tracking page',
  myOrdersTitle: 'My orders',
  myOrdersEmpty: 'No orders from this device yet.',
  myOrdersIntro:
    'Orders placed on this device. Orders saved while offline are sent by themselves once you are back online.',
  stateWaiting: 'Waiting to be sent',
  stateSending: 'Sending…',
  stateFailed: 'Not accepted',
  stateSent: 'Sent',
  correctOrder: 'Correct this order',
  notOnDevice: (orderId?: string) =>
    `${orderId ? `Order ${orderId}` : 'This order'} was not placed on this device, or it is no longer kept here.`,
  notOnDeviceTrack: 'with the email it was placed with, or see',
  correctCartBusy:
    'Your cart holds other items. Correcting this order puts its items in the cart instead; your cart stays as it is until you choose.',
  correctReplaceCart: 'Replace my cart and correct this order',
} as const;
