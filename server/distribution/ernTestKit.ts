import type { ErnInput } from "./ernInput.ts";

/**
 * Realistic ERN inputs for tests and benchmarks: a label delivering to a store, a single with
 * one track and an album with several, files named the way the batch names them.
 */
const sender = { dpid: "PADPIDA2024030401Q", name: "Offbeat Records" };
const recipient = { dpid: "PADPIDA2011072101T", name: "Spotify" };
const lines = {
  pLine: { year: 2026, owner: "Offbeat Records" },
  cLine: { year: 2026, owner: "Offbeat Records" },
};

export function ernSingleInput(overrides: Partial<ErnInput> = {}): ErnInput {
  return {
    mode: "new",
    message: {
      id: "OFFBEAT-0198A7C2-SPOTIFY-1",
      threadId: "OFFBEAT-0198A7C2",
      createdAt: new Date("2026-03-02T09:30:00Z"),
    },
    sender,
    recipient,
    release: {
      title: "Midnight Drive",
      displayArtist: "Nova Lane",
      labelName: "Offbeat Records",
      genre: "Electronic",
      subgenre: "Synthwave",
      releaseDate: "2026-05-15",
      upc: "196589000019",
      releaseType: "single",
      ...lines,
    },
    tracks: [
      {
        number: 1,
        title: "Midnight Drive",
        isrc: "QZ-ES6-26-00001",
        displayArtist: "Nova Lane",
        contributors: [
          { name: "Nova Lane", role: "Artist" },
          { name: "Sam Okafor", role: "Producer" },
          { name: "Nova Lane", role: "Songwriter" },
        ],
        durationSeconds: 214,
        explicit: false,
        audio: {
          path: "resources/196589000019_01_01.flac",
          md5: "9e107d9d372bb6826bd81d3542a419d6",
          format: "flac",
          sizeBytes: 24_117_248,
          sampleRateHz: 44_100,
          bitsPerSample: 16,
          channels: 2,
        },
      },
    ],
    cover: {
      path: "resources/196589000019.jpg",
      md5: "e4d909c290d0fb1ca068ffaddf22cbd0",
      format: "jpeg",
      width: 3000,
      height: 3000,
      sizeBytes: 2_310_144,
    },
    ...overrides,
  };
}

const albumTracks = [
  ["Harbour Lights", "GBOFB2600101", 245, false],
  ["Salt & Smoke", "GBOFB2600102", 198, true],
  ["Tidewater <Interlude>", "GBOFB2600103", 72, false],
  ["Northern Line", "GBOFB2600104", 3725, false],
] as const;

export function ernAlbumInput(overrides: Partial<ErnInput> = {}): ErnInput {
  return {
    mode: "new",
    message: {
      id: "OFFBEAT-0198B311-DEEZER-1",
      threadId: "OFFBEAT-0198B311",
      createdAt: new Date("2026-03-02T09:31:00Z"),
    },
    sender,
    recipient: { dpid: "PADPIDA2010011101B", name: "Deezer" },
    release: {
      title: "Tides & Tunnels",
      displayArtist: "The Harbour Lights",
      labelName: "Offbeat Records",
      genre: "Indie",
      subgenre: null,
      releaseDate: "2026-06-01",
      upc: "5063246000017",
      releaseType: "album",
      ...lines,
    },
    tracks: albumTracks.map(([title, isrc, durationSeconds, explicit], i) => ({
      number: i + 1,
      title,
      isrc,
      displayArtist: "The Harbour Lights",
      contributors: [
        { name: "The Harbour Lights", role: "Artist" },
        { name: "Ada Brennan", role: "Lead Vocals" },
        { name: "Ada Brennan", role: "Guitar" },
        { name: "Jonas Weir", role: "Mixing Engineer" },
        { name: "Jonas Weir", role: "Tape splicer" },
      ],
      durationSeconds,
      explicit,
      audio: {
        path: `resources/5063246000017_01_0${i + 1}.wav`,
        md5: `0cc175b9c0f1b6a831c399e26977266${i}`,
        format: "wav" as const,
        sampleRateHz: 48_000,
        bitsPerSample: 24,
        channels: 2,
      },
    })),
    cover: {
      path: "resources/5063246000017.png",
      md5: "92eb5ffee6ae2fec3ad71c777531578f",
      format: "png",
      width: 3000,
      height: 3000,
    },
    ...overrides,
  };
}
