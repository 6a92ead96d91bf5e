import { DeliveryNotifications, MetadataMessages } from "@common/distribution.ts";
import type { FieldChange, ReleaseCorrection } from "@common/releaseCorrection.ts";
import { type Credit, DEFAULT_CREDIT_ROLE, ReleaseMessages } from "@common/releases.ts";
import { previewStartError } from "@common/trackPreview.ts";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { releases, tracks } from "../../db/schema/index.ts";
import { publishDeliveriesChanged } from "../../distribution/deliveryOutcome.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";
import { notifyUser } from "../notifications/notify.ts";
import { lockReleaseForDistribution } from "./releaseSubject.ts";

/** The release fields staff may correct, with the names the audit row and the owner read. */
const RELEASE_FIELDS = [
  ["title", "title"],
  ["genre", "genre"],
  ["subgenre", "subgenre"],
  ["releaseDate", "release date"],
  ["description", "description"],
] as const;

type ReleaseField = (typeof RELEASE_FIELDS)[number][0];
type ReleaseSet = Omit<Partial<Record<ReleaseField, string | null>>, "title"> & { title?: string };

/** Credits as they are saved: nameless ones dropped, a blank role "Artist" (as the builder). */
const cleanCredits = (credits: readonly Credit[]): Credit[] =>
  credits
    .filter((c) => c.name.trim() !== "")
    .map((c) => ({ name: c.name.trim(), role: c.role.trim() || DEFAULT_CREDIT_ROLE }));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface CorrectionResult {
  /** What changed, e.g. "title", "track 2 credits"; empty when the request changed nothing. */
  changed: string[];
}

/**
 * Staff correct an approved or distributed release's details (issue 15), so that a Redeliver
 * sends the stores the corrected message (the delivery engine builds it from the database).
 * One transaction on the release row locked FOR UPDATE: the policy's decision on it (approved
 * or distributed, no delivery in flight), the changed fields written, the audit row
 * UPDATE_RELEASE_METADATA with each change (from -> to), the owner told, and the live event so
 * open pages refresh. A request that changes nothing writes nothing.
 */
export async function correctReleaseMetadata(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  body: ReleaseCorrection,
  now: Date = new Date(),
): Promise<CorrectionResult> {
  return ctx.database.db.transaction(async (tx) => {
    const subject = await lockReleaseForDistribution(tx, releaseId);
    authorize(actor, "release.correctMetadata", subject);
    const [current] = await tx
      .select({
        title: releases.title,
        genre: releases.genre,
        subgenre: releases.subgenre,
        releaseDate: releases.releaseDate,
        description: releases.description,
      })
      .from(releases)
      .where(eq(releases.id, releaseId));
    if (!current) throw notFound(ReleaseMessages.releaseNotFound);

    const changes: Record<string, FieldChange> = {};
    const releaseSet: ReleaseSet = {};
    for (const [field, name] of RELEASE_FIELDS) {
      const given = body[field];
      if (given === undefined) continue;
      // Optional texts are stored as null when blank, as the builder saves them (the title is
      // never blank: the schema refuses it).
      const next = given === "" && field !== "title" ? null : given;
      if (same(current[field], next)) continue;
      if (field === "title") releaseSet.title = given;
      else releaseSet[field] = next;
      changes[name] = { from: current[field], to: next };
    }

    const own = await tx
      .select({
        id: tracks.id,
        trackNumber: tracks.trackNumber,
        title: tracks.title,
        explicit: tracks.explicit,
        credits: tracks.credits,
        duration: tracks.duration,
        previewStartTime: tracks.previewStartTime,
      })
      .from(tracks)
      .where(eq(tracks.releaseId, releaseId))
      .orderBy(asc(tracks.trackNumber));
    const byId = new Map(own.map((t) => [t.id, t]));
    const trackSets: {
      id: string;
      set: Partial<
        Pick<(typeof own)[number], "title" | "explicit" | "credits" | "previewStartTime">
      >;
    }[] = [];
    for (const [i, given] of (body.tracks ?? []).entries()) {
      const track = byId.get(given.id);
      if (!track) throw notFound(ReleaseMessages.trackNotFound);
      if (given.title !== undefined && given.title.trim() === "") {
        const message = ReleaseMessages.trackTitleRequired(track.trackNumber);
        throw badRequest(message, { [`tracks.${i}.title`]: message });
      }
      const set: (typeof trackSets)[number]["set"] = {};
      const label = `track ${track.trackNumber}`;
      if (given.title !== undefined && given.title !== track.title) {
        set.title = given.title;
        changes[`${label} title`] = { from: track.title, to: given.title };
      }
      if (given.explicit !== undefined && given.explicit !== track.explicit) {
        set.explicit = given.explicit;
        changes[`${label} explicit`] = { from: track.explicit, to: given.explicit };
      }
      if (given.credits !== undefined) {
        const next = cleanCredits(given.credits);
        if (!same(next, track.credits)) {
          set.credits = next;
          changes[`${label} credits`] = { from: track.credits, to: next };
        }
      }
      if (
        given.previewStartTime !== undefined &&
        given.previewStartTime !== track.previewStartTime
      ) {
        // The builder's rule: 30 seconds of the track's audio after the start.
        const title = given.title ?? track.title;
        const message = previewStartError(
          given.previewStartTime,
          track.duration,
          track.trackNumber - 1,
          title,
        );
        if (message) throw badRequest(message, { [`tracks.${i}.previewStartText`]: message });
        set.previewStartTime = given.previewStartTime;
        changes[`${label} preview start`] = {
          from: track.previewStartTime,
          to: given.previewStartTime,
        };
      }
      if (Object.keys(set).length > 0) trackSets.push({ id: track.id, set });
    }

    const changed = Object.keys(changes);
    if (changed.length === 0) return { changed };

    const [row] = await tx
      .update(releases)
      .set({ ...releaseSet, updatedAt: now })
      .where(eq(releases.id, releaseId))
      .returning({ title: releases.title, userId: releases.userId });
    if (!row) throw notFound(ReleaseMessages.releaseNotFound);
    for (const { id, set } of trackSets) {
      await tx
        .update(tracks)
        .set({ ...set, updatedAt: now })
        .where(eq(tracks.id, id));
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: "UPDATE_RELEASE_METADATA",
      targetType: "release",
      targetId: releaseId,
      details: { title: row.title, status: subject.status, changes },
    });
    await notifyUser(
      tx,
      ctx.hub,
      row.userId,
      DeliveryNotifications.detailsCorrected(row.title, changed.join(", ")),
    );
    await publishDeliveriesChanged(ctx, tx, releaseId, row.userId);
    return { changed };
  });
}

/** The answer's toast: for a distributed release, the hint that the stores need a Redeliver. */
export function correctionMessage(changed: readonly string[], status: string): string {
  if (changed.length === 0) return MetadataMessages.unchanged;
  return status === "distributed"
    ? `${MetadataMessages.corrected} ${MetadataMessages.redeliverHint}`
    : MetadataMessages.corrected;
}
