/**
 * Where a customer follows their order without an account: /track with the number filled in (they type
 * the email, so the link alone shows nothing to whoever else reads the mail). Every customer email carries it.
 */
export function trackUrlOf(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/track?order=${encodeURIComponent(orderId)}`;
}
