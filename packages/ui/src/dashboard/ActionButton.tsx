import type { ComponentPropsWithRef } from 'react';

/**
 * The small button of an order's action (Accept, Complete, Delete, Change amounts …). Used as a dialog's
 * trigger, so it passes every prop and the ref through: Radix's `asChild` adds its handlers and state to it.
 */
export function ActionButton({
  tone,
  ...props
}: ComponentPropsWithRef<'button'> & { tone: 'primary' | 'neutral' | 'danger' | 'secondary' }) {
  return <button type="button" className={`btn btn--small btn--${tone}`} {...props} />;
}
