import { usePageTitle } from '../../hooks/use-page-title';
import { FaqAccordion } from './FaqAccordion';

export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <div className="container page-narrow">
      <FaqAccordion headingLevel={1} />
    </div>
  );
}
