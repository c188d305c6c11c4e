import { forwardRef, useId, useRef } from 'react';
import { BranchOptions } from '../../components/BranchOptions';
import { controlAria, FieldFrame } from '../../components/Field';
import { useFocusOnArrival } from '../../hooks/use-focus-on-arrival';
import { useHydrated } from '../../hooks/use-hydrated';
import type { Branch } from '@tm/core/schemas';
import { labels } from '@tm/core/labels';
import { pointLabel } from '@tm/core/order-texts';
import type { Way } from '@tm/core/ways';

const P = labels.purchase;

/** Step 1's collection point select (the branches, by name; the value is the slug) and Next; the missing-branch message (core pointMissing) shows under the select. */
export const CollectionStep = forwardRef<
  HTMLSelectElement,
  {
    branches: Branch[];
    /** Collect picks up at the spec's "Collection Point"; Sell has nothing to collect. */
    way: Way;
    /** Reached from another step (not the page's first render): its heading takes focus. */
    arrived?: boolean;
    value: string;
    onChange(v: string): void;
    error: string | null;
    onNext(): void;
  }
>(function CollectionStep({ branches, way, arrived = false, value, onChange, error, onNext }, ref) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(headingRef, arrived);
  // Prerendered: a branch chosen before the page works would be forgotten as it hydrates (issue 31.1).
  const hydrated = useHydrated();
  return (
    <div className="card">
      <h2 className="card__title" ref={headingRef} tabIndex={-1}>
        {P.steps[0].name}
      </h2>
      <FieldFrame id={id} label={way === 'buy' ? P.collectionPoint : pointLabel('sell')} error={error}>
        <select
          id={id}
          ref={ref}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={!hydrated}
          {...controlAria(id, { error })}
        >
          <option value="">Choose a branch</option>
          <BranchOptions branches={branches} />
        </select>
      </FieldFrame>
      <button type="button" className="btn btn--primary" onClick={onNext}>
        {P.next}
      </button>
    </div>
  );
});
