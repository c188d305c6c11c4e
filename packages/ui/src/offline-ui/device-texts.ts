/**
 * What the app says about the personal data a shared device keeps (docs/shared-devices.md): Forget this device
 * on My orders, and the question asked at sign-out while an order still waits to be sent. Ours, not the spec's.
 */
const orders = (n: number) => (n === 1 ? 'order' : 'orders');

export const deviceTexts = {
  forgetButton: 'Forget this device',
  forgetTitle: 'Forget this device?',
  forgetText:
    'Use this on a shared or borrowed device. Your orders stay with the branch: track them with the order number and email in your confirmation email.',
  forgetRemoves: 'This removes from this device:',
  forgetRemovedItems: [
    'the orders listed here that were sent or not accepted, with the name, email, phone and address on them',
    'your cart',
    'details typed into an order form in this tab',
  ],
  forgetKeeps: (waiting: number) =>
    `${waiting} ${orders(waiting)} not sent yet ${waiting === 1 ? 'stays' : 'stay'} here until sent (never thrown away), then ${waiting === 1 ? 'is' : 'are'} removed too.`,
  forgetConfirm: 'Yes, forget this device',
  forgetCancel: 'Keep everything',
  forgotten: 'This device no longer holds your orders or cart.',
  forgottenKept: (waiting: number) =>
    `This device no longer holds your orders or cart. ${waiting} ${orders(waiting)} not sent yet will be sent when the device is back online, then removed.`,
  signOutTitle: (waiting: number) =>
    waiting === 1 ? 'An order has not been sent yet' : `${waiting} orders have not been sent yet`,
  signOutText: (waiting: number) =>
    `${waiting === 1 ? 'It is' : 'They are'} saved on this device and sent when it is next online with this site open; the confirmation goes to the email on the order. Signing out keeps ${waiting === 1 ? 'it' : 'them'} until sent, then removes ${waiting === 1 ? 'it' : 'them'}; until then, anyone using this device can see ${waiting === 1 ? 'it' : 'them'} in My orders. Your other orders and your cart are removed now.`,
  signOutConfirm: (waiting: number) => `Sign out, send ${waiting === 1 ? 'it' : 'them'} later`,
  signOutCancel: 'Stay signed in',
  signedOutKept: (waiting: number) =>
    `${waiting} ${orders(waiting)} not sent yet will be sent when this device is back online, then removed from it.`,
} as const;
