import { seedCurrencies } from '../db/seed';
import { SAMPLE_RATES_DATE } from '../db/seed-currencies';
import { openConfiguredDatabase } from './open-configured';

/**
 * `npm run seed -w @tm/server`: adds the bundled currencies that are missing (npm start does this too).
 * Existing rows are never changed, so running it twice changes nothing.
 */
const { database, close } = await openConfiguredDatabase();
const result = await seedCurrencies(database.db);
console.log(
  `Currencies: ${result.inserted} added, ${result.total} of the bundled list present (sample rates of ${SAMPLE_RATES_DATE}).`,
);
await close();
