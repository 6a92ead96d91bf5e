import { closeEndedPeriods } from "../../royalties/periods/closePeriods.ts";
import type { TestEnv } from "../../test/support.ts";
import { createUser, signIn } from "../../test/support.ts";
import { insertRelease } from "../account/accountTestKit.ts";
import { earn, midMonth, monthDay, postAt, postedReport } from "./earningsTestKit.ts";

type Person = { id: string; email: string; cookie: string };
export type EarningsPeople = Record<
  "artist" | "collaborator" | "other" | "staff" | "newcomer",
  Person
>;

/**
 * The history the earnings route tests read: an artist whose release "Night Drive" (tracks Alpha
 * and Beta) earned from a posted Spotify report three months back and from Deezer last month,
 * a collaborator with a share of Alpha, another artist, a staff member and a newcomer with
 * nothing; every ended month closed, so statements exist.
 */
export async function earningsFixture(env: TestEnv) {
  const people = {} as EarningsPeople;
  for (const name of ["artist", "collaborator", "other", "staff", "newcomer"] as const) {
    const user = await createUser(env.ctx, { role: name === "staff" ? "staff" : "artist" });
    people[name] = {
      id: user.id,
      email: user.email,
      cookie: await signIn(env, user.email, user.password),
    };
  }
  const track = { alpha: "", beta: "" };
  const db = env.ctx.database.db;
  const { release, trackIds } = await insertRelease(db, people.artist.id, "distributed", {
    title: "Night Drive",
    tracks: [{ title: "Alpha" }, { title: "Beta" }],
  });
  [track.alpha, track.beta] = trackIds as [string, string];
  const reportId = await postedReport(db, "spotify-report.csv", [
    {
      trackId: track.alpha,
      country: "SE",
      useType: "OnDemandStream",
      quantity: 1000,
      ledgerAmount: "60.00",
    },
    {
      trackId: track.alpha,
      country: "NO",
      useType: "OnDemandStream",
      quantity: 500,
      ledgerAmount: "30.00",
    },
    {
      trackId: track.alpha,
      country: "SE",
      useType: "PermanentDownload",
      quantity: 10,
      ledgerAmount: "10.00",
    },
    {
      trackId: null,
      releaseId: release.id,
      country: "DK",
      useType: "OnDemandStream",
      quantity: 40,
      ledgerAmount: "0.00",
    },
    {
      trackId: track.beta,
      country: "SE",
      useType: "OnDemandStream",
      quantity: 200,
      ledgerAmount: "20.00",
    },
  ]);
  const sales = monthDay(3);
  // Alpha's 100.00 × 80%: 64.00 to the artist, 16.00 to the collaborator; Beta's 16.00 to the
  // artist. One entry, as a posting books it; the report's lines name it.
  await postAt(db, midMonth(2), { reportId, storeId: "spotify", period: sales }, [
    { userId: people.artist.id, trackId: track.alpha, amount: 6400n },
    { userId: people.collaborator.id, trackId: track.alpha, amount: 1600n },
    { userId: people.artist.id, trackId: track.beta, amount: 1600n },
  ]);
  // 10.00 from Deezer last month, with no report line behind it (country unknown).
  await earn(db, {
    userId: people.artist.id,
    amount: 1000n,
    trackId: track.alpha,
    storeId: "deezer",
    at: midMonth(1),
  });
  await closeEndedPeriods(env.ctx);
  return { people, track, reportId, releaseId: release.id };
}
