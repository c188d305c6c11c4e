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
  queued: 'Your order is saved and will be sent when you are back online. You will get an order number then.',
  queuedTitle: 'Order saved on this device',
  sentTitle: 'Your order has been sent',
  sentNumber: (orderId: string) => `Your order number is ${orderId}.`,
  repricingTitle: 'The branch priced your order at its current rate',
  repricingIntro:
    'Rates moved between your quote and the moment the order reached us, so some figures changed:',
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
