export * from "./account.ts";
export * from "./messaging.ts";
export * from "./notifications.ts";
export * from "./releases.ts";
export * from "./users.ts";
