import { labels } from '@tm/core/labels';

/** 1 Create Order, 2 YOUR DETAILS, 3 ORDER CONFIRMATION; the current one is announced as the current step. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="steps" aria-label="Order progress">
      {labels.purchase.steps.map((s) => {
        const state = s.number < step ? 'done' : s.number === step ? 'current' : 'todo';
        return (
          <li
            key={s.number}
            className={`steps__item steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {s.number}
            </span>
            <span className="steps__name">
              <span className="visually-hidden">Step {s.number}: </span>
              {s.name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
