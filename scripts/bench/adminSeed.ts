/**
 * The admin-list bench's databases (scripts/bench/admin.mts): a label with `users` accounts and
 * `releases` releases, seeded once with set-based SQL and kept between runs. A `bench_seed`
 * row records what was seeded; a database whose row is missing (a seed that died half way) or
 * names another version or size is dropped and seeded again. Migrations run on every start, so
 * an index added by a later migration is built on the kept data.
 *
 * The data looks like a real label's, so trigram searches and the planner's statistics behave
 * as they would in production: mostly artists, ~0.3% staff, five admins; names, artist names
 * and emails drawn from word lists (pseudo-random but deterministic: the same seed gives the
 * same rows); accounts created over four years (more of them lately), a few unconfirmed and a
 * few deleted tombstones; ~1.2% suspended (temporary, ended awaiting the terms, or banned),
 * ~2% with a lifted suspension in their history, ~6% with one to three warnings. Releases
 * belong to artists (a few artists own many), ~55% distributed, ~22% approved, ~3% submitted
 * (recent), ~12% drafts, ~8% rejected (with notes); 93% have an artwork upload row.
 * Every release has its `total_tracks` tracks (~4 on average), each with an audio upload row
 * (60% of draft tracks).
 *
 * Two fixed search targets exist at every size, so a search matches a handful of rows whatever
 * the size: six users named Thornquist, and eight releases titled "Halcyon Drift".
 */
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";

/** Bump when the generated data changes: kept databases are then seeded again. */
const SEED_VERSION = "admin-lists-4";

export const BENCH_ADMIN = {
  email: "bench-admin@offbeat.local",
  password: "bench-admin-password-1",
} as const;

/** A surname six users carry at every size (the users search). */
export const PLANTED_SURNAME = "Thornquist";
const PLANTED_USERS = 6;
/** A title eight releases carry at every size (the releases search). */
export const PLANTED_TITLE = "Halcyon Drift";
const PLANTED_RELEASES = 8;
/** An artist-name word (ARTIST_WORDS_A): in ~2% of users and ~4% of releases at any size. */
export const COMMON_WORD = "velvet";

export interface SeedSize {
  users: number;
  releases: number;
}

export interface SeededDatabase {
  url: string;
  /** Seconds the seed took: in this run, or when it was made (kept database). */
  seedSeconds: number;
  reseeded: boolean;
  steps: string[];
}

/** A word list written as one string. */
const words = (list: string) => list.split(" ");

const FIRST_NAMES = words(
  "Maya Liam Amara Noah Sofia Kenji Zara Mateo Ingrid Kwame Lucia Arjun Chloe Tomasz " +
    "Aisha Felix Priya Oscar Mei Diego Hannah Yusuf Elena Jonah Nadia Rafael Freya Malik " +
    "Isla Dmitri Leila Hugo Aiko Samuel Fatima Nico Greta Omar Clara Kofi Rosa Ethan Anya " +
    "Luca Imani Soren Valentina Tariq Ruby Jae Beatriz Emil Nora Idris Camille Paolo " +
    "Sienna Bilal Astrid Caleb Yara Marcus Elif Tobias Ines Andre Wren Hiro Mira Gabriel",
);
const SURNAME_HEADS = words(
  "Ash Black Brook Hart Stone Wood Fair Green Hay Marsh North West Oak Red Kings Bright " +
    "Cold Hol Lang Thorn Whit Ald Bram Cran Dun Els Fen Gar Hol Lind Mor Pem Rad Sand Tal " +
    "Wake Wyn Ellis Bar Cal",
);
const SURNAME_TAILS = words(
  "ford wood ley well field ton worth by more dale brook stone hurst wick combe ridge " +
    "croft land man son berg holm gate thorpe mere shaw den ham low win",
);
const SURNAMES = words(
  "Nguyen Okafor Garcia Kowalski Haddad Tanaka Silva Mensah Rossi Petrov Kim Fernandes " +
    "Dubois Novak Osei Yilmaz Larsen Moreau Santos Ivanova Adeyemi Bianchi Chen Schmidt " +
    "Costa Nakamura Popescu Ali Jensen Romero Mbeki Hughes Sato Lopez Horvat Park Murphy " +
    "Castillo Eriksson Abara Reyes Weber Khan Lindqvist Moyo Quinn",
);
const ARTIST_WORDS_A = words(
  "Velvet Neon Golden Hollow Silver Midnight Paper Electric Wild Lunar Crimson Quiet " +
    "Static Solar Violet Analog Broken Glass Northern Honey Ember Cosmic Faded Savage " +
    "Little Blue Iron Lucid Magnetic Ocean Phantom Rust Satin Tender Urban Wander",
);
const ARTIST_WORDS_B = words(
  "Harbor Echoes Pines Satellites Wolves Tides Lanterns Parade Machines Rivers Ghosts " +
    "Avenue Bloom Circuit Dunes Empire Fever Gardens Horizon Island Jungle Kites Lagoon " +
    "Mirrors Nomads Orbit Pilots Quarry Radio Sparrows Temple Union Vultures Waves Youth",
);
const ARTIST_PREFIXES = ["", "", "", "", "", "", "The ", "DJ ", "MC ", "Lil ", "Saint "];
const TITLE_ADJ = words(
  "Endless Burning Silent Electric Golden Lost Fading Restless Sweet Broken Hidden Open " +
    "Slow Crystal Distant Empty Falling Gentle Heavy Lonely Midnight Neon Paper Rising " +
    "Secret Summer Winter Velvet Wild Young Blue Dark Bright Frozen Sacred Tidal",
);
const TITLE_NOUN = words(
  "Skies Hearts Roads Lights Dreams Fire Rain Shadows Waves Streets Echo Garden Signal " +
    "Mirror Ocean Machine Thunder Heaven Season Motion Silence Gravity Memory Paradise " +
    "Highway Harbour Island Kingdom Letters Morning Nights Orchid Planets Rivers Stars " +
    "Tomorrow Voices Weather Wolves Youth Diamonds Embers",
);
const TITLE_TAILS = [" (Remix)", " (Acoustic)", " - Live", " (Deluxe)", " Vol. 2", " (Radio Edit)"];
const GENRES = words(
  "Pop Hip-Hop Electronic Rock R&B Indie Jazz Afrobeats Latin Country Classical Reggae " +
    "Metal Folk House Techno Soul Ambient",
);
const DOMAINS = words(
  "gmail.com outlook.com yahoo.com proton.me icloud.com hotmail.co.uk gmx.de mail.com " +
    "studio-mail.net fastmail.com",
);
const PLATFORMS = ["spotify", "apple_music", "youtube_music", "amazon_music", "deezer", "tidal"];
const SUSPENSION_REASONS = [
  "Repeated uploads of content you do not own.",
  "Artificial streaming detected on several releases.",
  "Abusive messages to staff.",
  "Impersonating another artist.",
  "Misleading metadata after two warnings.",
];
const WARNING_REASONS = [
  "Artwork contains a third-party logo.",
  "Metadata lists featured artists who are not on the track.",
  "Please stop resubmitting rejected releases unchanged.",
  "Explicit content was not marked explicit.",
  "Track titles in all capitals.",
  "Cover song submitted without a licence.",
];
const REJECTION_NOTES = [
  "Artwork resolution is too low.",
  "Audio contains unlicensed samples.",
  "Title formatting does not follow store guidelines.",
  "Artist name does not match the artist profile.",
  "Release date is too soon.",
];

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function readMarker(url: string): Promise<{ key: string; seconds: number } | null> {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query<{ key: string; seconds: number }>(
        "select version || ':' || users || ':' || releases as key, seconds from bench_seed limit 1",
      );
      return rows[0] ?? null;
    });
  } catch {
    // No such database, or no marker table: a seed is needed.
    return null;
  }
}

/**
 * The database `name` on the server at `serverUrl`, migrated and seeded to `size` (kept when
 * it already is; `force` seeds it again).
 */
export async function ensureSeeded(
  serverUrl: string,
  name: string,
  size: SeedSize,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<SeededDatabase> {
  const log = options.log ?? (() => undefined);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const url = dbUrl.toString();
  const key = `${SEED_VERSION}:${size.users}:${size.releases}`;
  const marker = options.force ? null : await readMarker(url);
  if (marker?.key === key) {
    await migrate(url);
    return { url, seedSeconds: marker.seconds, reseeded: false, steps: [] };
  }

  const started = performance.now();
  const steps: string[] = [];
  const step = async (label: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    const line = `${label} ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    steps.push(line);
    log(`  ${name}: ${line}`);
  };
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  await step("migrate", () => migrate(url));
  const hash = await hashPassword(BENCH_ADMIN.password);
  await withClient(url, (client) => seed(client, size, hash, step));
  const seconds = (performance.now() - started) / 1000;
  await withClient(url, (client) =>
    client.query(
      `create table bench_seed (version text not null, users int not null, releases int not null,
         seconds real not null, seeded_at timestamptz not null default now());
       insert into bench_seed (version, users, releases, seconds) values ('${SEED_VERSION}', ${size.users}, ${size.releases}, ${seconds});`,
    ),
  );
  return { url, seedSeconds: seconds, reseeded: true, steps };
}

async function migrate(url: string) {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

const SEEDED_TABLES = [
  "users",
  "accounts",
  "uploads",
  "releases",
  "user_suspensions",
  "user_warnings",
  "tracks",
  "smart_links",
];

async function seed(
  client: pg.Client,
  size: SeedSize,
  passwordHash: string,
  step: (label: string, run: () => Promise<unknown>) => Promise<void>,
) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q("set synchronous_commit = off");
  await q("set maintenance_work_mem = '1GB'");
  await q("set work_mem = '256MB'");
  // Foreign keys are right by construction: skip their per-row triggers while loading.
  await q("set session_replication_role = replica");
  // Uniform in [0, 1), the same for the same (i, salt): deterministic data at every run.
  await q(`create function pg_temp.u(i bigint, salt bigint) returns float8 language sql immutable
           as $$ select (hashint8extended(i, salt) & 4503599627370495)::float8 / 4503599627370496.0 $$`);
  await q(`create function pg_temp.pick(words text[], i bigint, salt bigint) returns text
           language sql immutable
           as $$ select words[1 + floor(pg_temp.u(i, salt) * cardinality(words))::int] $$`);

  // Secondary indexes are dropped during the load and built once at the end (much faster
  // than maintaining GIN trigram indexes row by row); constraint indexes stay.
  const { rows: indexes } = await q(
    `select quote_ident(ci.relname) as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_class ci on ci.oid = i.indexrelid
      where c.relnamespace = 'public'::regnamespace and c.relname = any($1)
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [SEEDED_TABLES],
  );
  for (const index of indexes) await q(`drop index ${index.name}`);

  const every = (count: number, planted: number) => Math.max(1, Math.floor(count / planted));
  await step(`users (${size.users.toLocaleString("en")})`, async () => {
    await q(
      `insert into users (id, email, email_verified, full_name, artist_name, bio, role, is_verified,
                          created_at, updated_at, deleted_at)
       select id,
              case when deleted then 'deleted-' || id || '@deleted.invalid'
                   else lower(case
                     when f < 0.40 then first || '.' || last || i
                     when f < 0.65 then left(first, 1) || last || '_' || i
                     when f < 0.85 then coalesce(replace(artist, ' ', ''), first || last) || i
                     else first || last || (i % 97) || '.' || i
                   end) || '@' || pg_temp.pick($3, i, 9) end,
              not deleted and pg_temp.u(i, 10) >= 0.03,
              case when deleted then 'Deleted user' else first || ' ' || last end,
              case when deleted then null else artist end,
              case when not deleted and pg_temp.u(i, 11) < 0.3
                   then 'Independent ' || lower(pg_temp.pick($7, i, 12)) || ' artist from ' || pg_temp.pick($10, i, 13)
              end,
              role::user_role,
              role = 'artist' and not deleted and pg_temp.u(i, 14) < 0.05,
              created, created + (now() - created) * pg_temp.u(i, 15),
              case when deleted then created + (now() - created) * pg_temp.u(i, 16) end
         from (
           select i, gen_random_uuid() as id, pg_temp.u(i, 1) as f,
                  pg_temp.pick($1, i, 2) as first,
                  case when i % $11 = 7 then $12
                       when pg_temp.u(i, 3) < 0.5 then pg_temp.pick($4, i, 4) || pg_temp.pick($5, i, 5)
                       else pg_temp.pick($2, i, 6) end as last,
                  case when i <= 4 then 'admin' when pg_temp.u(i, 7) < 0.003 then 'staff' else 'artist' end as role,
                  case when i > 4 and pg_temp.u(i, 7) >= 0.003 and pg_temp.u(i, 8) < 0.85
                       then pg_temp.pick($8, i, 17) || pg_temp.pick($6, i, 18) || ' ' || pg_temp.pick($7, i, 19)
                  end as artist,
                  i > 4 and i % $11 <> 7 and pg_temp.u(i, 7) >= 0.003 and pg_temp.u(i, 20) < 0.003 as deleted,
                  case when i <= 4 then now() - interval '4 years 2 months' + i * interval '3 days'
                       else now() - interval '4 years' * (1 - sqrt(pg_temp.u(i, 21))) end as created
             from generate_series(1, $9::int) as i
         ) s`,
      [
        FIRST_NAMES,
        SURNAMES,
        DOMAINS,
        SURNAME_HEADS,
        SURNAME_TAILS,
        ARTIST_WORDS_A,
        ARTIST_WORDS_B,
        ARTIST_PREFIXES,
        size.users,
        ["Lagos", "Berlin", "Austin", "Seoul", "Lisbon", "Leeds", "Montreal", "Accra", "Osaka"],
        every(size.users, PLANTED_USERS),
        PLANTED_SURNAME,
      ],
    );
    // The account the bench signs in as (the seeded admins have no password).
    await q(
      `with admin as (
         insert into users (email, email_verified, full_name, role, created_at)
         values ($1, true, 'Bench Admin', 'admin', now() - interval '4 years 3 months')
         returning id)
       insert into accounts (account_id, provider_id, user_id, password)
       select id::text, 'credential', id, $2 from admin`,
      [BENCH_ADMIN.email, passwordHash],
    );
  });

  await step("suspensions and warnings", async () => {
    await q(`create temp table bench_artists as
             select row_number() over (order by created_at, id) as n, id, full_name, artist_name, created_at
               from users where role = 'artist' and deleted_at is null`);
    await q("create unique index on bench_artists (n)");
    const adminId = `(select id from users where role = 'admin' order by created_at limit 1)`;
    // In force or waiting for the terms: ~1.2% of artists.
    await q(
      `with chosen as (
         select id, n, pg_temp.u(n, 41) as t,
                now() - interval '60 days' * pg_temp.u(n, 42) as since
           from bench_artists where pg_temp.u(n, 40) < 0.012),
       shaped as (
         select id, n, since,
                case when t < 0.7 then 'temporary' else 'permanent' end as kind,
                case when t < 0.5 then now() + interval '1 day' * (1 + floor(pg_temp.u(n, 43) * 30))
                     when t < 0.7 then now() - interval '1 day' * (1 + floor(pg_temp.u(n, 43) * 10))
                end as until,
                pg_temp.pick($1, n, 44) as reason
           from chosen),
       inserted as (
         insert into user_suspensions (user_id, suspended_by, reason, suspension_type, suspended_until, is_active, created_at)
         select id, ${adminId}, reason, kind::suspension_type, until, true, since from shaped
         returning user_id, reason, suspended_until)
       update users u set is_suspended = true, suspension_reason = i.reason, suspended_until = i.suspended_until
         from inserted i where u.id = i.user_id`,
      [SUSPENSION_REASONS],
    );
    // History: ~2% had a temporary suspension that ran out or was lifted.
    await q(
      `insert into user_suspensions (user_id, suspended_by, reason, suspension_type, suspended_until,
                                     is_active, tos_agreed, created_at, lifted_at, lifted_by)
       select id, ${adminId}, pg_temp.pick($1, n, 51), 'temporary', since + interval '7 days', false,
              true, since, case when pg_temp.u(n, 52) < 0.3 then since + interval '2 days' end,
              case when pg_temp.u(n, 52) < 0.3 then ${adminId} end
         from (select id, n, created_at + (now() - interval '30 days' - created_at) * pg_temp.u(n, 53) as since
                 from bench_artists where pg_temp.u(n, 50) < 0.02 and created_at < now() - interval '30 days') h`,
      [SUSPENSION_REASONS],
    );
    // ~6% of artists have one to three warnings; most are acknowledged.
    await q(
      `with warned as (
         select id, n, created_at, 1 + floor(pg_temp.u(n, 61) * 3)::int as k
           from bench_artists where pg_temp.u(n, 60) < 0.06),
       inserted as (
         insert into user_warnings (user_id, warned_by, reason, severity, created_at, expires_at, acknowledged_at)
         select id, ${adminId}, pg_temp.pick($1, n * 4 + w, 62),
                (array['low','medium','medium','high'])[1 + floor(pg_temp.u(n * 4 + w, 63) * 4)::int]::warning_severity,
                at, case when pg_temp.u(n * 4 + w, 64) < 0.2 then at + interval '90 days' end,
                case when pg_temp.u(n * 4 + w, 65) < 0.85 then at + interval '1 day' end
           from warned, generate_series(1, k) as w,
                lateral (select created_at + (now() - created_at) * pg_temp.u(n * 4 + w, 66) as at) t
         returning user_id)
       update users u set warning_count = c.k
         from (select user_id, count(*)::int as k from inserted group by user_id) c
        where u.id = c.user_id`,
      [WARNING_REASONS],
    );
  });

  await step(`releases (${size.releases.toLocaleString("en")}) and artwork uploads`, async () => {
    const { rows } = await q("select count(*)::int as n from bench_artists");
    const artists = Number(rows[0]?.n);
    await q(
      `create temp table bench_releases as
       select j, gen_random_uuid() as id,
              case when pg_temp.u(j, 70) < 0.93 then gen_random_uuid() end as artwork_id,
              a.id as user_id, coalesce(a.artist_name, a.full_name) as artist,
              s.status,
              greatest(a.created_at + interval '1 hour',
                       case when s.status = 'submitted' then now() - interval '90 days' * pg_temp.u(j, 72)
                            else a.created_at + (now() - a.created_at) * pg_temp.u(j, 72) end) as created
         from generate_series(1, $1::int) as j
         cross join lateral (select case
                   when pg_temp.u(j, 71) < 0.55 then 'distributed'
                   when pg_temp.u(j, 71) < 0.77 then 'approved'
                   when pg_temp.u(j, 71) < 0.80 then 'submitted'
                   when pg_temp.u(j, 71) < 0.92 then 'draft'
                   else 'rejected' end as status) s
         join bench_artists a on a.n = 1 + floor(power(pg_temp.u(j, 73), 1.6) * $2)::int`,
      [size.releases, artists],
    );
    await q(
      `insert into uploads (id, user_id, kind, storage_key, renditions, original_name, content_type,
                            size_bytes, sha256, width, height, color_space, created_at)
       select artwork_id, user_id, 'artwork', 'uploads/' || user_id || '/' || artwork_id || '/original.jpg',
              jsonb_build_object('thumb', 'uploads/' || user_id || '/' || artwork_id || '/thumb.webp',
                                 'medium', 'uploads/' || user_id || '/' || artwork_id || '/medium.webp'),
              'cover.jpg', 'image/jpeg', 800000 + floor(pg_temp.u(j, 74) * 6000000)::bigint,
              md5(j::text) || md5(artwork_id::text),
              case when pg_temp.u(j, 75) < 0.9 then 3000 else 1400 end,
              case when pg_temp.u(j, 75) < 0.9 then 3000 else 1400 end,
              'srgb', created - interval '10 minutes'
         from bench_releases where artwork_id is not null`,
    );
    await q(
      `insert into releases (id, user_id, title, artist_name, release_type, genre, subgenre, release_date,
                             description, artwork_upload_id, upc, total_tracks, status, admin_notes,
                             metadata, created_at, updated_at)
       select id, user_id, title,
              case when pg_temp.u(j, 80) < 0.1 then artist || ' feat. ' || pg_temp.pick($3, j, 81) || ' ' || pg_temp.pick($4, j, 82)
                   else artist end,
              kind::release_type, pg_temp.pick($5, j, 83),
              case when pg_temp.u(j, 84) < 0.5 then 'Alternative' end,
              (created + interval '1 day' * (30 + floor(pg_temp.u(j, 85) * 60)))::date,
              case when pg_temp.u(j, 86) < 0.4 then 'A ' || lower(kind) || ' about ' || lower(title) || '.' end,
              artwork_id,
              case when status in ('approved', 'distributed') then lpad(((j::bigint * 7919) % 1000000000000)::text, 12, '0') end,
              tracks, status::release_status,
              case when status = 'rejected' then pg_temp.pick($6, j, 87) end,
              jsonb_build_object('created_from', 'web_platform',
                                 'selected_platforms', to_jsonb(coalesce((select array_agg(p) from unnest($7::text[]) as p
                                                                          where pg_temp.u(j, 88 + length(p)) < 0.7), array['spotify'])),
                                 'tracks_with_audio', tracks,
                                 'upload_timestamp', to_char(created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              created, created + interval '1 hour' * floor(pg_temp.u(j, 89) * 500)
         from (
           select r.*, t.kind,
                  case t.kind when 'single' then 1 + floor(pg_temp.u(j, 90) * 3)::int
                              when 'ep' then 4 + floor(pg_temp.u(j, 90) * 3)::int
                              else 7 + floor(pg_temp.u(j, 90) * 10)::int end as tracks,
                  case when j % $8 = 11 then $9 || case when j % 3 = 0 then ' (Remix)' else '' end
                       when pg_temp.u(j, 91) < 0.45 then pg_temp.pick($1, j, 92) || ' ' || pg_temp.pick($2, j, 93)
                       when pg_temp.u(j, 91) < 0.65 then pg_temp.pick($2, j, 93)
                       when pg_temp.u(j, 91) < 0.80 then 'The ' || pg_temp.pick($2, j, 93) || ' of ' || pg_temp.pick($2, j, 94)
                       when pg_temp.u(j, 91) < 0.90 then 'Dancing in the ' || pg_temp.pick($2, j, 93)
                       else pg_temp.pick($1, j, 92) || ' ' || pg_temp.pick($2, j, 93) || pg_temp.pick($10, j, 95)
                  end as title
             from bench_releases r
             cross join lateral (select case when pg_temp.u(j, 96) < 0.6 then 'single'
                                             when pg_temp.u(j, 96) < 0.85 then 'ep' else 'album' end as kind) t
         ) x`,
      [
        TITLE_ADJ,
        TITLE_NOUN,
        FIRST_NAMES,
        SURNAMES,
        GENRES,
        REJECTION_NOTES,
        PLATFORMS,
        every(size.releases, PLANTED_RELEASES),
        PLANTED_TITLE,
        TITLE_TAILS,
      ],
    );
  });

  await step("tracks and audio uploads", async () => {
    // Ids derived from (release, track number), so both statements agree without a temp table.
    // Audio: every track of a submitted-or-later release, 60% of draft tracks.
    const tracks = `from releases r
         join bench_releases b on b.id = r.id
         cross join lateral generate_series(1, r.total_tracks) as n
         cross join lateral (select b.j::bigint * 20 + n as k,
                                    md5('audio-' || b.j || '-' || n)::uuid as audio_id) t
         cross join lateral (select r.status <> 'draft' or pg_temp.u(k, 101) < 0.6 as has_audio,
                                    120 + floor(pg_temp.u(k, 102) * 240)::int as seconds) a`;
    await q(
      `insert into uploads (id, user_id, kind, storage_key, original_name, content_type, size_bytes,
                            sha256, duration_seconds, sample_rate, bit_depth, channels, codec,
                            lossless, created_at)
       select audio_id, r.user_id, 'audio', 'uploads/' || r.user_id || '/' || audio_id || '/original.wav',
              'Track ' || n || '.wav', 'audio/wav', seconds * 176400::bigint, md5(k::text) || md5(audio_id::text),
              seconds, case when pg_temp.u(k, 103) < 0.7 then 44100 else 48000 end,
              case when pg_temp.u(k, 104) < 0.6 then 16 else 24 end, 2, 'PCM', true,
              r.created_at - interval '20 minutes'
         ${tracks}
        where has_audio`,
    );
    await q(
      `insert into tracks (release_id, track_number, title, duration, audio_upload_id, explicit,
                           credits, isrc, created_at, updated_at)
       select r.id, n,
              case when r.total_tracks = 1 then r.title
                   else pg_temp.pick($1, k, 105) || ' ' || pg_temp.pick($2, k, 106) end,
              case when has_audio then seconds else 0 end,
              case when has_audio then audio_id end,
              pg_temp.u(k, 107) < 0.1,
              case when pg_temp.u(k, 108) < 0.5
                   then jsonb_build_array(jsonb_build_object('name', r.artist_name, 'role', 'Producer'))
                   else '[]'::jsonb end,
              -- Unique, as tracks_isrc_unique_idx demands: k runs past 10^7 for a million releases,
              -- so the registrant's last letter carries k's higher digits (QZOFA…, QZOFB…, QZOFC…).
              case when r.status = 'distributed'
                   then 'QZOF' || chr(65 + (k / 10000000)::int) || lpad((k % 10000000)::text, 7, '0') end,
              r.created_at, r.updated_at
         ${tracks}`,
      [TITLE_ADJ, TITLE_NOUN],
    );
  });

  await step("smart links", async () => {
    // Every distributed release has its smart link, made when it was distributed (issue 17):
    // without them the server's start would make half a million before anything else.
    await q(
      `insert into smart_links (release_id, slug, created_at, updated_at)
       select r.id, 'bench-release-' || b.j, r.updated_at, r.updated_at
         from releases r join bench_releases b on b.id = r.id
        where r.status = 'distributed'`,
    );
  });

  await step("indexes", async () => {
    for (const index of indexes) await q(index.def);
  });
  await q("set session_replication_role = origin");
  await step("vacuum analyze", async () => {
    for (const table of SEEDED_TABLES) await q(`vacuum (analyze) ${table}`);
  });
}
