import type { SiteConfig } from "@common/site.ts";
import { Globe2, type LucideIcon, Megaphone, Users, Wallet } from "lucide-react";

export type Service = {
  id: string;
  title: string;
  icon: LucideIcon;
  text: string;
  points: string[];
};

/** The four services of document 2 §2, with the facts of §1 and §9. */
export const services = (site: SiteConfig): Service[] => [
  {
    id: "distribution",
    title: "Music Distribution",
    icon: Globe2,
    text: "Singles, EPs and albums delivered to 150+ streaming platforms and stores in 200+ countries.",
    points: [
      "Spotify, Apple Music, YouTube Music, Amazon Music, Deezer, TIDAL, TikTok, Instagram and Facebook, SoundCloud, Pandora and more",
      "Live within 24-48 hours of approval, at most within 7 days",
      "Every release reviewed by our team before it goes out",
      "Removal from the stores within 24-48 hours when you ask",
    ],
  },
  {
    id: "marketing",
    title: "Marketing & Promotion",
    icon: Megaphone,
    text: "Music only works when people hear it. We help your release find its listeners.",
    points: [
      "Smart links that send every fan to the store they use",
      "Release promotion planned with you",
      "Feedback from our A&R network before and after release",
      "Help getting your artist profile verified on the streaming platforms",
    ],
  },
  {
    id: "royalties",
    title: "Royalty Management",
    icon: Wallet,
    text: `You keep 80% of your earnings; ${site.labelName} retains 20%. We track every stream so you do not have to.`,
    points: [
      "Royalty tracking across every platform in one place",
      "Royalty splits per track for your collaborators (beta)",
      "Monthly payments within 30 days of month-end",
      "Paid by bank transfer, PayPal or Swish",
    ],
  },
  {
    id: "support",
    title: "Artist Support",
    icon: Users,
    text: "Real people who know the music business, ready when you need them.",
    points: [
      "Support around the clock, with a reply within 24 hours",
      `Write to ${site.supportEmail} about anything, from artwork to payouts`,
      "Guidance on artwork and audio before you submit",
      "Messages with our team right inside your dashboard",
    ],
  },
];

export type Step = { title: string; text: string };

/** How It Works: the four steps of document 2 §2. */
export const HOW_IT_WORKS: Step[] = [
  {
    title: "Sign Up",
    text: "Create your free artist account and confirm your email address. It takes a minute.",
  },
  {
    title: "Upload Music",
    text: "Build your release: tracks, artwork, platforms, genre and splits, then submit it for review.",
  },
  {
    title: "We Distribute",
    text: "Our team reviews your release and delivers it. It is live within 24-48 hours, at most 7 days.",
  },
  {
    title: "Get Paid",
    text: "Keep 80% of your earnings, paid monthly within 30 days of month-end.",
  },
];
