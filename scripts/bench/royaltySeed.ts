import { createConfirmedUser } from "../../server/commands/ensureAdmin.ts";
import type { AppContext } from "../../server/context.ts";

/**
 * The royalty bench's earnings data (issue 19: "an artist's earnings page with 5 years of
 * monthly data"): two artists with a 20-track album each. One earned every month for five years
 * from six stores, the other in one month only. Each month and store has its report with a line
 * per track and country (20 countries), posted as the importer and the posting would: one
 * balanced journal entry per report (store receivable / label share / the artist's payable),
 * booked in the month after the sales month, and every month but the newest closed with its
 * statement. Written
 * with set-based SQL in one transaction, so the database's triggers check every entry.
 */

export interface SeededArtist {
  label: string;
  email: string;
  password: string;
}

const STORES = ["spotify", "apple_music", "deezer", "tidal", "amazon_music", "youtube_music"];
/** A streaming catalogue sells in many countries every month: 20 per track, month and store. */
const COUNTRIES = [
  "SE",
  "NO",
  "DK",
  "FI",
  "DE",
  "NL",
  "BE",
  "FR",
  "ES",
  "IT",
  "PL",
  "AT",
  "CH",
  "GB",
  "IE",
  "US",
  "CA",
  "BR",
  "JP",
  "AU",
];
const TRACKS = 20;
const PASSWORD = "bench-password-123";

async function seedArtist(ctx: AppContext, label: string, months: number): Promise<SeededArtist> {
  const email = `bench-earnings-${months}@offbeat.local`;
  const userId = await createConfirmedUser(ctx, {
    email,
    password: PASSWORD,
    fullName: `Bench ${label}`,
    artistName: `Bench ${label}`,
    role: "artist",
  });
  const client = await ctx.database.pool.connect();
  try {
    await client.query("begin");
    await client.query(
      `with rel as (
         insert into releases (user_id, title, artist_name, release_type, status, metadata)
         values ($1, $2, $3, 'album', 'distributed', '{}'::jsonb) returning id)
       insert into tracks (release_id, track_number, title, isrc)
       select rel.id, n, 'Track ' || n, 'ZZBEN' || lpad($4::text, 2, '0') || lpad(n::text, 5, '0')
       from rel, generate_series(1, ${TRACKS}) n`,
      [userId, `Five Years ${months}`, `Bench ${label}`, months],
    );
    await client.query(
      `insert into ledger_accounts (kind, user_id, currency) values ('artist_payable', $1, 'SEK')
       on conflict do nothing`,
      [userId],
    );
    await client.query(
      `insert into ledger_accounts (kind, currency) values ('label_share', 'SEK') on conflict do nothing`,
    );
    await client.query(
      `insert into ledger_accounts (kind, store_id, currency)
       select 'store_receivable', s, 'SEK' from unnest($1::text[]) s on conflict do nothing`,
      [STORES],
    );
    // One report per sales month and store, its lines (track x country), then its entry.
    await client.query(
      `create temp table seed_reports on commit drop as
       select gen_random_uuid() as id, s as store_id,
         (date_trunc('month', now()) - make_interval(months => m + 1))::date as period,
         (date_trunc('month', now()) - make_interval(months => m))::timestamptz as booked
       from generate_series(0, $1 - 1) m, unnest($2::text[]) s`,
      [months, STORES],
    );
    await client.query(
      `insert into royalty_reports (id, store_id, format, file_name, sha256, storage_key,
         size_bytes, period_start, period_end, currency, status, line_count, posted_at)
       select id, store_id, 'dsr', store_id || '_' || period || '.tsv', md5(id::text) || md5(store_id),
         'bench/' || id, 1000, period, (period + interval '1 month - 1 day')::date, 'SEK',
         'posted', ${TRACKS * COUNTRIES.length}, booked
       from seed_reports`,
    );
    await client.query(
      `insert into royalty_report_lines (report_id, line_number, isrc, country, use_type,
         quantity, currency, net_amount, ledger_amount, track_id, release_id, state)
       select r.id, row_number() over (partition by r.id order by t.track_number, c)::int,
         t.isrc, c, 'OnDemandStream', 1000 + t.track_number * 10, 'SEK',
         (12.5 + t.track_number)::numeric, (12.5 + t.track_number)::numeric, t.id, t.release_id,
         'posted'
       from seed_reports r
       cross join tracks t join releases rel on rel.id = t.release_id and rel.user_id = $1
       cross join unnest($2::text[]) c`,
      [userId, COUNTRIES],
    );
    // Per report and track: 20 countries x (12.5 + n) SEK, 80% to the artist, 20% to the label.
    await client.query(
      `create temp table seed_entries on commit drop as
       select r.id as report_id, r.store_id, r.period, r.booked, gen_random_uuid() as entry_id
       from seed_reports r`,
    );
    await client.query(
      `insert into journal_entries (id, kind, description, idempotency_key, created_at)
       select entry_id, 'report_posting', 'Bench report ' || report_id, 'report:' || report_id || ':post', booked
       from seed_entries`,
    );
    await client.query(
      `insert into journal_lines (entry_id, account_id, amount, track_id, period, store_id, report_id)
       select e.entry_id, a.id, x.amount, t.id, e.period, e.store_id, e.report_id
       from seed_entries e
       cross join tracks t join releases rel on rel.id = t.release_id and rel.user_id = $1
       cross join lateral (values
         ('store_receivable', ${COUNTRIES.length} * (1250 + t.track_number * 100)),
         ('label_share', -(${COUNTRIES.length} * (1250 + t.track_number * 100) / 5)),
         ('artist_payable', -(${COUNTRIES.length} * (1250 + t.track_number * 100) * 4 / 5))
       ) as x(kind, amount)
       join ledger_accounts a on a.kind = x.kind::ledger_account_kind and a.currency = 'SEK'
         and (a.store_id = e.store_id or (x.kind = 'label_share' and a.user_id is null and a.store_id is null and a.email is null)
           or a.user_id = $1)`,
      [userId],
    );
    // The lines as the posting marks them: booked by their report's entry.
    await client.query(
      `update royalty_report_lines r set posted_entry_id = e.entry_id
       from seed_entries e where r.report_id = e.report_id`,
    );
    await client.query(
      `insert into royalty_periods (period)
       select distinct date_trunc('month', booked)::date from seed_reports
       where booked < date_trunc('month', now())
       on conflict do nothing`,
    );
    // Each closed month's statement, as closing it makes them: what the month booked to the
    // artist's payable, on top of the months before (no payouts).
    await client.query(
      `insert into royalty_statements (user_id, period, currency, opening_balance, earnings,
         payouts, closing_balance)
       select $1, period, 'SEK', closing - earned, earned, 0, closing
       from (
         select m.period, m.earned, sum(m.earned) over (order by m.period) as closing
         from (
           select date_trunc('month', e.created_at)::date as period, -sum(l.amount) as earned
           from journal_lines l
           join journal_entries e on e.id = l.entry_id
           join ledger_accounts a on a.id = l.account_id
           where a.kind = 'artist_payable' and a.user_id = $1
           group by 1) m) months
       where period < date_trunc('month', now())`,
      [userId],
    );
    await client.query("commit");
    // A database five years old has planner statistics; a bulk load has none until autovacuum
    // comes by, and the plans the page gets without them say nothing about production.
    await client.query("analyze");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  return { label, email, password: PASSWORD };
}

export async function seedEarnings(
  ctx: AppContext,
): Promise<{ fiveYears: SeededArtist; oneMonth: SeededArtist }> {
  return {
    fiveYears: await seedArtist(ctx, "five years (60 months x 20 tracks x 6 stores)", 60),
    oneMonth: await seedArtist(ctx, "one month", 1),
  };
}
