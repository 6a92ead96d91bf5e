export * from "./account.ts";
export * from "./copyright.ts";
export * from "./messaging.ts";
export * from "./moderation.ts";
export * from "./notifications.ts";
export * from "./platform.ts";
export * from "./releases.ts";
export * from "./users.ts";
