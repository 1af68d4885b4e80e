import type { DbOrTx } from '../db/client.ts';

export interface DemoOptions {
  jobs: number;
  seed: number;
  now: Date;
  adminEmails: string[];
}

/** Placeholder until the demo generator lands: the board starts empty. */
export async function seedDemoData(_db: DbOrTx, _options: DemoOptions): Promise<{ jobs: number }> {
  return { jobs: 0 };
}
