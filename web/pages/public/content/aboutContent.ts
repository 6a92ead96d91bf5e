import type { SiteConfig } from "@common/site.ts";
import { Award, Globe, HeartHandshake, type LucideIcon, Users } from "lucide-react";

/** The figures the About page states (spec document 2 §2, About). */
export const ABOUT_FIGURES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "10K+", label: "Artists" },
  { value: "200+", label: "Countries" },
  { value: "50M+", label: "Streams" },
];

export type CoreValue = { title: string; icon: LucideIcon; text: string };

/** The four core values, in the spec's order. */
export const CORE_VALUES: ReadonlyArray<CoreValue> = [
  {
    title: "Artist-First Approach",
    icon: HeartHandshake,
    text:
      "Every decision starts with one question: is this good for the artist? That is why you keep " +
      "80% of your earnings and full ownership of your music, why our terms are written in plain " +
      "language, and why leaving is as simple as joining. We earn our share only when your music " +
      "earns.",
  },
  {
    title: "Global Reach",
    icon: Globe,
    text:
      "A song recorded in a bedroom deserves the same shelf space as a major-label single. We " +
      "deliver your releases to more than 150 streaming and download platforms in over 200 " +
      "countries, so a listener in Stockholm, São Paulo or Seoul can find your music the day it " +
      "comes out.",
  },
  {
    title: "Excellence in Service",
    icon: Award,
    text:
      "Every release is reviewed by a person before it reaches the stores, so metadata, artwork " +
      "and audio problems are caught early instead of becoming rejections later. When you need " +
      "help, you write to real people who answer within 24 hours.",
  },
  {
    title: "Community Focused",
    icon: Users,
    text:
      "Independent music is made together: producers, songwriters, featured artists and session " +
      "players. Royalty splits credit every collaborator on every track, and messaging keeps " +
      "artists and our team in one conversation instead of scattered inboxes.",
  },
];

/** The story block: who we are and why the label exists. */
export function aboutStory({ labelName, foundedYear }: SiteConfig): string[] {
  return [
    `${labelName} was founded in ${foundedYear} by people who had spent years on both sides of ` +
      "the release cycle: making records, and untangling the contracts, delivery errors and " +
      "late statements that came with them. We kept meeting talented artists who had given up " +
      "a large share of their income, or the rights to their own recordings, just to be heard.",
    "So we built the label we wanted to work with. Artists upload their music, choose where it " +
      "goes and when, and see every release move from draft to review to distribution. Our " +
      "team checks each release, delivers it to the stores and handles the paperwork, while the " +
      "artist keeps ownership of everything they create.",
    "We are independent, and we intend to stay that way. We answer to the artists on our " +
      "roster, not to investors who want a bigger cut of their catalogue.",
  ];
}

/** The mission statement, one sentence the whole team can repeat. */
export function aboutMission({ labelName }: SiteConfig): string {
  return (
    `${labelName} exists to make music work for the people who make it: fair pay, real ` +
    "ownership and a worldwide audience for every independent artist."
  );
}
