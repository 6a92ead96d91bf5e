import type { SiteConfig } from "@common/site.ts";
import {
  Banknote,
  Globe2,
  Headphones,
  Link2,
  type LucideIcon,
  Percent,
  Rocket,
  Split,
} from "lucide-react";

export type HomeCard = { title: string; text: string; icon: LucideIcon; tag?: string };

/** Document 2 §1: "the hero text says 20+ services". */
export const homeLead = (site: SiteConfig) =>
  `${site.labelName} puts your music on Spotify, Apple Music, TikTok and 20+ services worldwide. You keep 80% of what it earns, get paid every month, and have a team in your corner.`;

/** Three promotions: the marketing claims of document 2 §1. */
export const HOME_PROMOS: HomeCard[] = [
  {
    title: "Royalty Splits",
    tag: "Beta",
    icon: Split,
    text: "Share a track with your producer, co-writer or band. Set each collaborator's percentage when you build the release, and every payment follows it.",
  },
  {
    title: "Smart Links",
    tag: "New",
    icon: Link2,
    text: "One link for each release that takes every fan to the store they already use. Put it in your bio, your posts and your newsletter.",
  },
  {
    title: "A&R Feedback Network",
    tag: "Members",
    icon: Headphones,
    text: "Honest notes on your music from people who listen for a living, so the next release lands harder than the last.",
  },
];

/** Four features: the facts of document 2 §1 and §9. */
export const HOME_FEATURES: HomeCard[] = [
  {
    title: "Global Distribution",
    icon: Globe2,
    text: "150+ streaming platforms and stores in 200+ countries, from Spotify and Apple Music to TikTok and TIDAL.",
  },
  {
    title: "Keep 80%",
    icon: Percent,
    text: "You keep 80% of your earnings; the label retains 20%. No upfront fees, no cut taken before yours.",
  },
  {
    title: "Fast Release",
    icon: Rocket,
    text: "Approved music usually reaches the platforms within 24-48 hours, and at most within 7 days.",
  },
  {
    title: "Monthly Payments",
    icon: Banknote,
    text: "Paid every month, within 30 days of month-end, by bank transfer, PayPal or Swish.",
  },
];

/** Why artists choose us: document 2 §1 (claims) and §9 (terms facts). */
export const WHY_ARTISTS_CHOOSE_US = [
  "You keep 80% of your earnings, and full ownership of your music",
  "A non-exclusive license: you are free to release elsewhere too",
  "Royalty splits that pay every collaborator their share",
  "Help getting verified as an artist on the streaming platforms",
  "Promotion and royalty tracking in one dashboard",
  "Support around the clock, with a reply within 24 hours",
  "Removal from the stores within 24-48 hours whenever you ask",
  "Two-factor sign-in to keep your catalogue and earnings safe",
];
