import type { PgTransactionConfig } from "drizzle-orm/pg-core";

/** Work that must happen only once a transaction's changes are committed (a realtime event). */
type Task = () => Promise<void>;

/** What drizzle's database handle and its transaction handles share. */
interface Transactional<Tx> {
  transaction<T>(run: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
}

/** Each open transaction handle → the tasks waiting for its outermost transaction to commit. */
const queues = new WeakMap<object, Task[]>();

/**
 * Runs `task` after the outermost transaction that `tx` belongs to commits, never if it rolls
 * back (nor if the savepoint `tx` stands for rolls back). Tasks start in the order they were
 * added, without waiting for one another, and `db.transaction` resolves once they have all
 * finished. A task should not reject: its transaction is committed by then, and the caller
 * could only report a failure that undid nothing.
 */
export function afterCommit(tx: object, task: Task): void {
  const queue = queues.get(tx);
  if (!queue) throw new Error("afterCommit needs a transaction opened by openDatabase's db");
  queue.push(task);
}

/**
 * Gives every outermost `db.transaction` an after-commit queue (server/db/client.ts calls it
 * once per database). Code keeps calling `db.transaction` and `tx.transaction` as usual.
 *
 * The tasks of all transactions start right when each commit resolves, before anything else
 * can run: two transactions whose commits resolve one after the other start their tasks in that
 * order (as far as this process can tell the commit order).
 */
export function runAfterCommit<Tx extends Transactional<Tx>>(db: Transactional<Tx>): void {
  const outermost = db.transaction.bind(db);
  db.transaction = async <T>(run: (tx: Tx) => Promise<T>, config?: PgTransactionConfig) => {
    const queue: Task[] = [];
    const result = await outermost((tx) => run(track(tx, queue)), config);
    await Promise.all(queue.map((task) => task()));
    return result;
  };
}

/** A savepoint's tasks join its parent's queue when it is released, and are dropped on rollback. */
function track<Tx extends Transactional<Tx>>(tx: Tx, queue: Task[]): Tx {
  queues.set(tx, queue);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async <T>(run: (nested: Tx) => Promise<T>) => {
    const inner: Task[] = [];
    const result = await savepoint((nested) => run(track(nested, inner)));
    queue.push(...inner);
    return result;
  };
  return tx;
}
