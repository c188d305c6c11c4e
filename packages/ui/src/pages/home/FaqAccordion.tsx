import { useId, useState } from 'react';
import { labels } from '@tm/core/labels';
import { faqItems } from '@tm/core/policy-texts';
import { useBranch } from '../../hooks/use-branches';
import './home.css';

/** The FAQ: one answer open at a time (spec §2); opening another closes the first. */
export function FaqAccordion({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [open, setOpen] = useState<number | null>(0);
  const base = useId();
  // The policy answers state the branch's own hours (the seeded branch until the list arrives).
  const items = faqItems(useBranch());
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Questions sit one level under the section's heading: h2 on /faq (under its h1), h3 on Home (issue 16.11).
  const Question = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className="faq" aria-labelledby={`${base}-title`}>
      <Heading id={`${base}-title`} className="section-title">
        {labels.faq.title}
      </Heading>
      <div className="faq__list">
        {items.map((item, i) => {
          const expanded = open === i;
          return (
            <div key={item.question} className={expanded ? 'faq__item faq__item--open' : 'faq__item'}>
              <Question className="faq__question">
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  <span>{item.question}</span>
                  <span className="faq__icon" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </Question>
              <div
                id={`${base}-a${i}`}
                role="region"
                aria-labelledby={`${base}-q${i}`}
                className="faq__answer"
                hidden={!expanded}
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
