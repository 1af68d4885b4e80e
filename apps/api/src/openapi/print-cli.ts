/**
 * Prints the OpenAPI document (`npm run openapi -w @fitjobs/api > openapi.json`): the app is built on
 * an empty in-memory database, which is all the document needs. CI lints what this prints.
 */
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { memoryMailer } from '../lib/mailer.ts';

const database = await openPglite();
// The board's public address unless PUBLIC_URL names another: the document's servers and licence link.
const config = testConfig({ publicUrl: process.env.PUBLIC_URL ?? 'https://fitjobs.nz' });
const app = await buildApp({ db: database.db, config, mailer: memoryMailer(), clock: systemClock });
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
