import { openConfiguredDatabase } from './open-configured';

/** `npm run migrate -w @tm/server`: applies pending migrations (npm start does this too). */
const { database, close } = await openConfiguredDatabase();
console.log(`Migrations applied (${database.driver}).`);
await close();
