import path from "node:path";
import type { Config } from "../config.ts";
import { localStorage } from "./localStorage.ts";
import { s3Storage } from "./s3Storage.ts";
import type { Storage } from "./storage.ts";

export type StorageConfig = Pick<
  Config,
  | "DATA_DIR"
  | "STORAGE_DRIVER"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_BUCKET"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The storage the configuration asks for: DATA_DIR/files by default, a bucket with STORAGE_DRIVER=s3. */
export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE_DRIVER === "local") return localStorage(path.join(config.DATA_DIR, "files"));
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // loadConfig already refuses STORAGE_DRIVER=s3 without these; this guards hand-built configs.
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return s3Storage({
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
