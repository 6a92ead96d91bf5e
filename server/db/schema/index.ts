export * from "./messaging.ts";
export * from "./users.ts";
