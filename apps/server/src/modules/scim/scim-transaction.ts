import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../../db/client';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const current = new AsyncLocalStorage<Tx>();

/**
 * The database as Better Auth's drizzle adapter gets it, with each of its transactions made visible to
 * code the adapter calls inside them. The SCIM plugin runs its projection callback inside its own
 * transaction but hands it only Better Auth's model adapter, which knows nothing of profiles, roles or
 * the audit log: through this, the projection writes those with our repositories in that same
 * transaction, so a refused change (the last admin) rolls the SCIM write back with it.
 */
export function exposeTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      const transaction: Database['transaction'] = (run, config) =>
        target.transaction((tx) => current.run(tx, () => run(tx)), config);
      return transaction;
    },
  });
}

/** The drizzle transaction Better Auth is running now; the projection never runs outside one. */
export function currentTransaction(): Tx {
  const tx = current.getStore();
  if (!tx) throw new Error('SCIM projection ran outside a Better Auth transaction');
  return tx;
}
