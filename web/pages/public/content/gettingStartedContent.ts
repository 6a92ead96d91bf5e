import type { SiteConfig } from "@common/site.ts";

export type Requirement = { title: string; points: string[] };

/**
 * What a release needs (document 1 §5 and §9, decisions 7 and 8 of the spec README): artwork and
 * audio quality, the release date rule, splits.
 */
export const RELEASE_REQUIREMENTS: Requirement[] = [
  {
    title: "Artwork",
    points: [
      "Square, at least 3000x3000 px",
      "PNG or JPEG, up to 10 MB",
      "RGB colour: CMYK artwork gets a warning",
    ],
  },
  {
    title: "Audio",
    points: [
      "At least 16-bit/44.1 kHz",
      "WAV or FLAC masters are best; MP3 is accepted",
      "One file per track: its name fills in an empty track title",
    ],
  },
  {
    title: "Release details",
    points: [
      "Title, artist name, release type (single, EP or album) and genre",
      "A release date at least 30 days from today",
      "Royalty splits that total 100% for every track",
    ],
  },
];

export type GettingStartedStep = { title: string; text: string };

export const gettingStartedSteps = (site: SiteConfig): GettingStartedStep[] => [
  {
    title: "Create your account",
    text: `Sign up with your email, full name and artist name. We send you a link to confirm your address; ${site.labelName} is free to join.`,
  },
  {
    title: "Secure it with two-factor",
    text: "Turn on two-factor authentication in Settings > Security, so only you can reach your releases and earnings.",
  },
  {
    title: "Prepare your files",
    text: "Get your artwork and audio ready with the checklist below. Good files pass review faster.",
  },
  {
    title: "Build your release",
    text: "Six steps in your dashboard: release info, tracks, platforms, artwork, splits, and a final review.",
  },
  {
    title: "Submit for review",
    text: "Our team checks every release. Once approved it is live within 24-48 hours, at most within 7 days.",
  },
  {
    title: "Get paid",
    text: "You keep 80% of your earnings, paid monthly within 30 days of month-end by bank transfer, PayPal or Swish.",
  },
];
