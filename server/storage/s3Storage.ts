import { pipeline, Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { ByteMeter } from "./byteMeter.ts";
import {
  assertValidKey,
  assertValidRange,
  type ByteRange,
  FileTooLargeError,
  type GetOptions,
  isValidKey,
  type ListedObject,
  type ObjectInfo,
  ObjectNotFoundError,
  type ObjectStream,
  type PutOptions,
  RangeNotSatisfiableError,
  type Storage,
  type StoredObject,
} from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset means AWS itself; set it for MinIO, Garage, R2, Ceph and the like. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** For tests: adjusts the client (the local S3 test server needs bucket paths rewritten). */
  configureClient?: (client: S3Client) => void;
}

const FALLBACK_CONTENT_TYPE = "application/octet-stream";

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return undefined;
}

/** "bytes 0-99/1000" → start, end and the whole object's size. */
function parseContentRange(header: string | undefined): (ByteRange & { size: number }) | undefined {
  const match = header?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/** Objects in an S3-compatible bucket; writes stream through multipart uploads. */
export function s3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible servers refuse the SDK's default
    // trailing CRC checksums on streamed bodies.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  options.configureClient?.(client);

  async function* listPages(prefix: string): AsyncGenerator<ListedObject> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key;
        // Objects put there by other tools (not a key Offbeat could have written) are left out.
        if (!key || !isValidKey(key)) continue;
        yield { key, size: object.Size ?? 0, modified: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async function stat(key: string): Promise<ObjectInfo> {
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: assertValidKey(key) }),
      );
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? FALLBACK_CONTENT_TYPE,
      };
    } catch (error) {
      if (statusOf(error) === 404) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  return {
    driver: "s3",

    async put(key: string, body: Readable, putOptions: PutOptions): Promise<StoredObject> {
      assertValidKey(key);
      const meter = new ByteMeter(putOptions.maxBytes);
      let streamError: unknown;
      // The meter sits between the caller's stream and the upload, so a too-large body fails
      // before its excess bytes are sent; the callback keeps the source's errors.
      pipeline(body, meter, (error) => {
        if (error) streamError = error;
      });
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: meter, ContentType: putOptions.contentType },
        // At most queueSize × 5 MiB parts are held in memory per upload.
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        meter.destroy();
        await upload.abort().catch(() => {});
        if (meter.tooLarge && putOptions.maxBytes !== undefined) {
          throw new FileTooLargeError(putOptions.maxBytes);
        }
        throw streamError ?? error;
      }
      // The upload can only finish once the meter has ended, and the meter only ends cleanly.
      return { key, size: meter.bytes, sha256: meter.digest() };
    },

    async get(key: string, getOptions: GetOptions = {}): Promise<ObjectStream> {
      const { range } = getOptions;
      if (range) assertValidRange(range);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: assertValidKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error("S3 body is not a Node stream");
        const contentType = object.ContentType ?? FALLBACK_CONTENT_TYPE;
        const served = range ? parseContentRange(object.ContentRange) : undefined;
        if (range && !served) {
          // The server ignored the Range header and sent everything.
          object.Body.destroy();
          throw new Error("S3 server did not honour the Range header");
        }
        if (served) {
          const { size, ...slice } = served;
          return { key, size, contentType, range: slice, body: object.Body };
        }
        return { key, size: object.ContentLength ?? 0, contentType, body: object.Body };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) throw new ObjectNotFoundError(key);
        if (status === 416 && range) throw new RangeNotSatisfiableError((await stat(key)).size);
        throw error;
      }
    },

    stat,

    async exists(key: string): Promise<boolean> {
      try {
        await stat(key);
        return true;
      } catch (error) {
        if (error instanceof ObjectNotFoundError) return false;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertValidKey(key) }));
    },

    list: listPages,

    async removeAbandonedWrites(idleSince: Date): Promise<number> {
      let removed = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        let page: ListMultipartUploadsCommandOutput;
        try {
          page = await client.send(
            new ListMultipartUploadsCommand({
              Bucket: bucket,
              KeyMarker: keyMarker,
              UploadIdMarker: uploadIdMarker,
            }),
          );
        } catch (error) {
          // Some S3-compatible servers cannot list them; a bucket lifecycle rule
          // (AbortIncompleteMultipartUpload) does the job there (docs/operations.md).
          if (statusOf(error) === 501) return removed;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
          if (upload.Initiated >= idleSince) continue;
          // A 1 GB master on a slow line takes more than an hour: only an upload with no part
          // sent since the cutoff is abandoned (the first 1,000 parts are enough to tell).
          const parts = await client.send(
            new ListPartsCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          if ((parts.Parts ?? []).some((p) => p.LastModified && p.LastModified >= idleSince))
            continue;
          await client.send(
            new AbortMultipartUploadCommand({
              Bucket: bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed += 1;
        }
        const more = page.IsTruncated === true;
        keyMarker = more ? page.NextKeyMarker : undefined;
        uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return removed;
    },
  };
}
