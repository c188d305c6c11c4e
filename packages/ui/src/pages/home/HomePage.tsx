import { Link } from 'react-router';
import { firstScreenLabels as labels } from '@tm/core/messages-first-screen';
import { RatesUpdated } from '../../components/RatesUpdated';
import { usePageTitle } from '../../hooks/use-page-title';
import { useRates } from '../../hooks/use-rates';
import { Calculator } from './Calculator';
import './home.css';
import { CompareRates } from './CompareRates';
import { FaqAccordion } from './FaqAccordion';
import { FindStore } from './FindStore';
import { PartnerLogos } from './PartnerLogos';
import { PromoStrips } from './PromoStrips';

export function HomePage() {
  usePageTitle(labels.header.travelMoney);
  const { currencies, changedAt, sample, loading } = useRates();
  return (
    <>
      <section className="hero hero--home">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">Dagenham branch · Click &amp; Collect</p>
            <h1>Travel money with zero commission</h1>
            <p className="hero__lead">{labels.site.description}</p>
            <p>
              <Link to="/exchangeRates" className="btn btn--gold">
                {labels.header.exchangeRates}
              </Link>
            </p>
            <RatesUpdated changedAt={changedAt} sample={sample} loading={loading} />
          </div>
          <Calculator currencies={currencies} loading={loading} />
        </div>
      </section>
      <PromoStrips />
      <CompareRates currencies={currencies} />
      <PartnerLogos />
      <FindStore />
      <div className="container">
        <FaqAccordion />
      </div>
    </>
  );
}
