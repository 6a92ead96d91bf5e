import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

export async function findUserById(db: Db | Tx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db | Tx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}
