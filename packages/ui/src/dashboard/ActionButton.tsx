import type { ComponentPropsWithRef } from 'react';

/**
 * The small button of an order's action (Accept, Complete, Delete, Change amounts …). Used as a dialog's
 * trigger, so it passes every prop and the ref through: Radix's `asChild` adds its handlers and state to it.
 */
export function ActionButton({
  tone,
  size = 'small',
  ...props
}: ComponentPropsWithRef<'button'> & {
  tone: 'primary' | 'neutral' | 'danger' | 'secondary';
  /** `regular` beside a page's own buttons (Sign off beside Save the till), rather than in a row of actions. */
  size?: 'small' | 'regular';
}) {
  const sized = size === 'small' ? 'btn btn--small' : 'btn';
  return <button type="button" className={`${sized} btn--${tone}`} {...props} />;
}
