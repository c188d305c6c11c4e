import { useSearchParams } from 'react-router';
import { labels } from '@tm/core/messages';
import { usePageTitle } from '../../hooks/use-page-title';
import { TrackForm } from './TrackForm';
import { TrackedOrderView } from './TrackedOrderView';
import { useTrackedOrder } from './use-tracked-order';
import './track.css';

const T = labels.track;

/** /track: an order's status by number and email, no account needed. `?order=` pre-fills the number. */
export function TrackPage() {
  usePageTitle(T.title);
  const [params] = useSearchParams();
  const { state, lookUp } = useTrackedOrder();
  const prefill = (params.get('order') ?? '').replace(/\D/g, '').slice(0, 8);
  return (
    <>
      <section className="hero hero--compact">
        <div className="container">
          <h1>{T.title}</h1>
          <p className="hero__lead">{T.lead}</p>
        </div>
      </section>
      <div className="container track">
        <TrackForm
          initialOrderId={prefill}
          busy={state.kind === 'loading'}
          onSubmit={(q) => void lookUp(q)}
        />
        {state.kind === 'error' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        {state.kind === 'found' && <TrackedOrderView order={state.order} checkedAt={state.checkedAt} />}
      </div>
    </>
  );
}
