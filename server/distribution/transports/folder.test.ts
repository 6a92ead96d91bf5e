import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAcknowledgements, settleAcknowledgement } from "../acknowledgement.ts";
import { batchCompleteName, writeBatch } from "../batch.ts";
import {
  acknowledgementXml,
  completeWrittenLast,
  fileSha256,
  listTree,
  type SourceFile,
  testBatch,
  writeSourceFile,
} from "../batchTestKit.ts";
import { createFolderTransport } from "./folder.ts";

describe("folder delivery (the embedded default store)", () => {
  let dir: string;
  let store: string;
  let audio: SourceFile;
  let cover: SourceFile;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "offbeat-folder-"));
    store = path.join(dir, "deliveries", "spotify");
    audio = writeSourceFile(dir, "A1_01.flac", 2 * 1024 * 1024);
    cover = writeSourceFile(dir, "cover.jpg", 100 * 1024);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("delivers every file of the batch and writes BatchComplete last", async () => {
    const batchId = "20261124153000123";
    const earlyComplete: string[] = [];
    await writeBatch(
      createFolderTransport(store),
      testBatch(batchId, [{ icpn: "0602445566778", files: [audio, cover] }], {
        onResourceRead: (fileName) => {
          if (existsSync(path.join(store, batchId, batchCompleteName(batchId)))) {
            earlyComplete.push(fileName);
          }
        },
      }),
    );

    expect(listTree(store)).toEqual([
      `${batchId}/0602445566778/0602445566778.xml`,
      `${batchId}/0602445566778/resources/A1_01.flac`,
      `${batchId}/0602445566778/resources/cover.jpg`,
      `${batchId}/BatchComplete_${batchId}.xml`,
    ]);
    expect(fileSha256(path.join(store, batchId, "0602445566778/resources/A1_01.flac"))).toBe(
      audio.sha256,
    );
    expect(earlyComplete).toEqual([]);
    expect(completeWrittenLast(store, batchId)).toBe(true);
  });

  it("reads and files away the store's acknowledgement", async () => {
    mkdirSync(path.join(store, "acknowledgements"), { recursive: true });
    writeFileSync(
      path.join(store, "acknowledgements", "ACK_20261124153000123_0602445566778.xml"),
      acknowledgementXml({ icpn: "0602445566778", messageId: "MSG-0602445566778", ok: true }),
    );
    writeFileSync(path.join(store, "acknowledgements", "notes.txt"), "not an acknowledgement");
    const transport = createFolderTransport(store);

    const [file, ...others] = await readAcknowledgements(transport);
    expect(others).toEqual([]);
    expect(file?.acknowledgement?.releases).toMatchObject([
      { icpn: "0602445566778", messageId: "MSG-0602445566778", outcome: "ok" },
    ]);
    await settleAcknowledgement(transport, file?.name ?? "");
    expect(await readAcknowledgements(transport)).toEqual([]);
  });

  it("leaves no trace of a batch whose source fails mid-read", async () => {
    const batchId = "20261124160000000";
    const error = await writeBatch(
      createFolderTransport(store),
      testBatch(batchId, [{ icpn: "0602445566779", files: [cover, audio] }], {
        failingFile: "A1_01.flac",
      }),
    ).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      code: "source_unreadable",
      message:
        "Could not read A1_01.flac from Offbeat's storage: the storage disk failed while reading",
    });
    expect(existsSync(path.join(store, batchId))).toBe(false);
  });

  /** The same batch with its files named on this machine, as local storage names them. */
  const localBatch = (batchId: string, icpn: string, files: SourceFile[], missing?: string) => {
    const batch = testBatch(batchId, [{ icpn, files }]);
    for (const release of batch.releases)
      release.resources = release.resources.map((resource, index) => ({
        ...resource,
        localFile:
          resource.fileName === missing
            ? path.join(dir, "gone", resource.fileName)
            : files[index]?.file,
      }));
    return batch;
  };

  it("copies locally stored files in the kernel, byte for byte, with no .part left", async () => {
    const batchId = "20261124154000001";
    const receipt = await writeBatch(
      createFolderTransport(store),
      localBatch(batchId, "0602445566782", [audio, cover]),
    );
    expect(listTree(path.join(store, batchId))).toEqual([
      "0602445566782/0602445566782.xml",
      "0602445566782/resources/A1_01.flac",
      "0602445566782/resources/cover.jpg",
      `BatchComplete_${batchId}.xml`,
    ]);
    const delivered = (name: string) => path.join(store, batchId, "0602445566782/resources", name);
    expect(fileSha256(delivered("A1_01.flac"))).toBe(audio.sha256);
    expect(fileSha256(delivered("cover.jpg"))).toBe(cover.sha256);
    expect(receipt.files.map((f) => f.bytes).slice(1, 3)).toEqual([2 * 1024 * 1024, 100 * 1024]);
    expect(completeWrittenLast(store, batchId)).toBe(true);
  });

  it("a locally stored file that is gone fails as Offbeat's storage, leaving no batch", async () => {
    const batchId = "20261124154000002";
    const error = await writeBatch(
      createFolderTransport(store),
      localBatch(batchId, "0602445566783", [audio, cover], "cover.jpg"),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "source_unreadable" });
    expect((error as Error).message).toMatch(/^Could not read cover\.jpg from Offbeat's storage: /);
    expect(existsSync(path.join(store, batchId))).toBe(false);
  });

  it("delivers the next batch through the same folder after a failed one", async () => {
    const transport = createFolderTransport(store);
    const failed = "20261124161000000";
    await writeBatch(
      transport,
      testBatch(failed, [{ icpn: "0602445566781", files: [cover, audio] }], {
        failingFile: "A1_01.flac",
      }),
    ).catch(() => undefined);
    const next = "20261124161000001";
    const receipt = await writeBatch(
      transport,
      testBatch(next, [{ icpn: "0602445566781", files: [cover, audio] }]),
    );

    expect(existsSync(path.join(store, failed))).toBe(false);
    expect(receipt.files.at(-1)?.path).toBe(`${next}/${batchCompleteName(next)}`);
    expect(completeWrittenLast(store, next)).toBe(true);
  });

  it("refuses a file name that would leave the store's folder", async () => {
    const batch = testBatch("20261124170000000", [{ icpn: "0602445566780", files: [cover] }]);
    const resource = batch.releases[0]?.resources[0];
    if (resource) resource.fileName = "../../escape.jpg";
    await expect(writeBatch(createFolderTransport(store), batch)).rejects.toThrow(
      'Unsafe path segment: ".."',
    );
    expect(existsSync(path.join(dir, "escape.jpg"))).toBe(false);
  });
});
