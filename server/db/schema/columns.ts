import { customType, timestamp } from "drizzle-orm/pg-core";

/** Case-insensitive text (PostgreSQL citext): emails and names compare without case. */
export const citext = customType<{ data: string }>({
  dataType: () => "citext",
});

/** timestamptz in UTC, as JavaScript Dates. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
