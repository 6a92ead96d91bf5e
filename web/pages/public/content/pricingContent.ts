import type { SiteConfig } from "@common/site.ts";

/** What the one plan includes: the services of document 2 §1, at no charge up front. */
export const PLAN_INCLUDES = [
  "Distribution to 150+ platforms in 200+ countries",
  "Singles, EPs and albums",
  "Review of every release by our team",
  "Royalty tracking and monthly statements",
  "Royalty splits for your collaborators (beta)",
  "Smart links for every release",
  "Help with artist verification on the streaming platforms",
  "Support with a reply within 24 hours",
  "Two-factor sign-in for your account",
];

export type PaymentFact = { title: string; text: string };

/** Document 2 §1 and §9: monthly payment, methods, withdrawals. */
export const paymentFacts = (site: SiteConfig): PaymentFact[] => [
  {
    title: "Paid monthly",
    text: "Your earnings for a month are paid within 30 days of that month's end.",
  },
  {
    title: "Bank transfer, PayPal or Swish",
    text: "Choose the payout method that suits you, and change it whenever you need to.",
  },
  {
    title: "Withdraw any time",
    text: `Request a withdrawal through the form at any time; ${site.labelName}'s support team processes it. We email you when your balance can be withdrawn.`,
  },
];

export type PricingQuestion = { question: string; answer: string };

export const pricingQuestions = (site: SiteConfig): PricingQuestion[] => [
  {
    question: "Does it cost anything to sign up or to release music?",
    answer: `No. Creating an account and submitting releases is free. ${site.labelName} earns its 20% share only when your music earns, so we only do well when you do.`,
  },
  {
    question: "What does the 20% cover?",
    answer:
      "Delivery to the stores, the review of each release, royalty tracking, promotion tools, payments and our support team. There is nothing else to pay for.",
  },
  {
    question: "How do royalty splits work with the 80%?",
    answer:
      "Splits divide the artist's 80% of a track among its collaborators by the percentages you set, which must total 100% for each track.",
  },
  {
    question: "Who owns my music?",
    answer:
      "You do. You give us a non-exclusive license to distribute it, and you can ask for removal from the stores at any time: it takes 24-48 hours.",
  },
];
