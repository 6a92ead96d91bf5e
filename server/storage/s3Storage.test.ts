import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createStorage } from "./createStorage.ts";
import { type LocalS3Server, s3rverBucketPaths, startLocalS3Server } from "./localS3Server.ts";
import { s3Storage } from "./s3Storage.ts";
import { describeStorageContract } from "./storage.contract.ts";
import { FileTooLargeError } from "./storage.ts";

const MiB = 1024 * 1024;

/** A plain client for bucket-level calls the driver never makes (create, list). */
function clientFor(server: LocalS3Server): S3Client {
  const client = new S3Client({
    region: "us-east-1",
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  s3rverBucketPaths(client);
  return client;
}

async function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
}

/** A fresh bucket on the server, and a driver for it. */
async function bucketOn(server: LocalS3Server) {
  const bucket = `offbeat-${randomUUID().slice(0, 8)}`;
  const client = clientFor(server);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const storage = s3Storage({
    bucket,
    region: "us-east-1",
    endpoint: server.endpoint,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    configureClient: s3rverBucketPaths,
  });
  return { bucket, client, storage };
}

describeStorageContract("S3-compatible", async () => {
  const server = await startLocalS3Server();
  const { bucket, client, storage } = await bucketOn(server).catch(async (error) => {
    await server.stop();
    throw error;
  });
  return {
    storage,
    listStored: () => listKeys(client, bucket),
    teardown: async () => {
      client.destroy();
      await server.stop();
    },
  };
});

describe("S3-compatible storage against a local server process", () => {
  let server: LocalS3Server;
  beforeAll(async () => {
    server = await startLocalS3Server();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is chosen by STORAGE_DRIVER=s3 and writes into the configured bucket", async () => {
    const { bucket, client } = await bucketOn(server);
    const storage = createStorage(
      loadConfig({
        NODE_ENV: "test",
        STORAGE_DRIVER: "s3",
        S3_ENDPOINT: server.endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      }),
    );
    expect(storage.driver).toBe("s3");
    const bytes = randomBytes(4096);
    await storage.put("uploads/x/artwork.png", Readable.from([bytes]), {
      contentType: "image/png",
    });
    // Read with a plain S3 client: the object is really in the bucket, with its content type.
    const object = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: "uploads/x/artwork.png" }),
    );
    expect(object.ContentType).toBe("image/png");
    expect((await buffer(object.Body as Readable)).equals(bytes)).toBe(true);
    client.destroy();
  });

  it("aborts the multipart upload of a file that turns out too large", async () => {
    const { bucket, client, storage } = await bucketOn(server);
    const key = `uploads/${randomUUID()}/huge.wav`;
    const seen = server.requests.length;
    await expect(
      storage.put(key, Readable.from([randomBytes(6 * MiB), randomBytes(6 * MiB)]), {
        contentType: "audio/wav",
        maxBytes: 8 * MiB,
      }),
    ).rejects.toThrow(FileTooLargeError);
    const requests = server.requests.slice(seen);
    const path = `/${bucket}/${key}`;
    expect(requests.some((r) => r.startsWith(`POST ${path}?uploads`))).toBe(true);
    expect(requests.some((r) => r.startsWith(`DELETE ${path}?uploadId=`))).toBe(true);
    expect(requests.some((r) => r.startsWith(`POST ${path}?uploadId=`))).toBe(false);
    expect(await listKeys(client, bucket)).toEqual([]);
    client.destroy();
  });
});
