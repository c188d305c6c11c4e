import type { ReactNode } from 'react';
import { WAYS, type Way } from '@tm/core/ways';

interface WayTabsProps {
  /** The stem of the ids that tie the tabs and their panel together (`${id}-tab-buy`, `${id}-panel`). */
  id: string;
  /** The tab list's accessible name ("Order type"). */
  label: string;
  way: Way;
  onChange: (way: Way) => void;
  /** What each tab says. */
  names: Readonly<Record<Way, string>>;
  panelClassName?: string;
  /** The panel: what the selected way shows. */
  children: ReactNode;
}

/**
 * The Click & Collect / Click & Sell tabs and their panel (the ARIA tabs pattern): one tab stop, the selected
 * tab; the left and right arrows move to the other tab, select it and focus it.
 */
export function WayTabs({ id, label, way, onChange, names, panelClassName, children }: WayTabsProps) {
  const tabId = (w: Way) => `${id}-tab-${w}`;
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label}>
        {WAYS.map((w) => (
          <button
            key={w}
            type="button"
            role="tab"
            id={tabId(w)}
            aria-selected={way === w}
            aria-controls={`${id}-panel`}
            tabIndex={way === w ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(w)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
                const other = w === 'buy' ? 'sell' : 'buy';
                onChange(other);
                document.getElementById(tabId(other))?.focus();
              }
            }}
          >
            {names[w]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(way)} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
