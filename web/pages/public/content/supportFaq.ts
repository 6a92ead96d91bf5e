import type { SiteConfig } from "@common/site.ts";

type FaqItem = { question: string; answer: string[] };
export type FaqTopic = { id: string; title: string; items: FaqItem[] };

/**
 * The Support page's questions and answers, grouped by topic. Every figure comes from the spec
 * (document 1 §5 and §9, document 2 §1 and §9) and the decisions in spec/README.md, so the page
 * never promises what the product does not do.
 */
export function supportFaq({ labelName, supportEmail }: SiteConfig): FaqTopic[] {
  return [
    {
      id: "faq-accounts",
      title: "Getting started and your account",
      items: [
        {
          question: "How do I create an account?",
          answer: [
            "Choose Sign up at the top of any page and enter your email address, a password of at least 8 characters, your full name and your artist name. We then send you an email with a confirmation link.",
            "Open the link to confirm your address, then sign in. Your dashboard is where you create releases, follow their review and talk to our team.",
          ],
        },
        {
          question: "I didn't receive my confirmation email. What should I do?",
          answer: [
            "Check your spam or promotions folder first, and make sure you signed up with the address you are checking. A confirmation link is valid for 24 hours.",
            `If the link has expired or never arrived, try to sign in: you will be offered a Resend confirmation email button. If a new link does not arrive within a few minutes, write to ${supportEmail}.`,
          ],
        },
        {
          question: "How do I turn on two-factor authentication?",
          answer: [
            "Go to Settings > Security and choose Enable Two-Factor Authentication. Confirm your password, scan the QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis) and enter the 6-digit code it shows.",
            "You then get a set of backup codes. Store them somewhere safe, such as a password manager: they are shown only once. From then on, signing in asks for a code from your app as well as your password.",
          ],
        },
        {
          question: "I lost the phone with my authenticator app. How do I sign in?",
          answer: [
            "Sign in with your email and password, and enter one of your backup codes instead of the 6-digit code. Each backup code works once.",
            `Once you are in, go to Settings > Security and reset two-factor authentication to connect a new phone and get new backup codes. If you have no backup codes left, contact ${supportEmail} from the address on your account and we will help you verify your identity.`,
          ],
        },
        {
          question: "I forgot my password.",
          answer: [
            "Choose Log In, then Forgot password?, and enter your email address. We send you a link to choose a new password; it is valid for one hour. Resetting your password signs you out on every device.",
          ],
        },
      ],
    },
    {
      id: "faq-releases",
      title: "Releases and delivery times",
      items: [
        {
          question: "How far ahead do I need to schedule a release?",
          answer: [
            "The release date must be at least 30 days from today when you submit it. That time lets our team review the release and lets the stores ingest it, set up pre-release pages and consider it for editorial playlists.",
          ],
        },
        {
          question: "What happens after I submit a release?",
          answer: [
            "Your release moves from Draft to Submitted and our team reviews the audio, artwork and metadata. If everything is in order it is approved and then delivered to the platforms you selected, and its status becomes Distributed.",
            "If something needs fixing, the release is marked Rejected with notes from the reviewer. You can edit it and resubmit it from the release page.",
          ],
        },
        {
          question: "How long until my music is live on the platforms?",
          answer: [
            "Once a release is distributed, it usually appears on the platforms within 24-48 hours. Some stores take longer to process new content, so allow up to 7 days before you contact us about a missing store.",
          ],
        },
        {
          question: "Where is my music distributed?",
          answer: [
            `${labelName} distributes to more than 150 platforms in over 200 countries. In the release builder you choose the stores for each release, including Spotify, Apple Music, YouTube Music, Amazon Music, Deezer, TIDAL, Pandora, SoundCloud, Bandcamp, Instagram/Facebook, TikTok and Napster.`,
          ],
        },
      ],
    },
    {
      id: "faq-files",
      title: "Audio and artwork requirements",
      items: [
        {
          question: "Which audio files can I upload?",
          answer: [
            "We accept MP3, WAV and FLAC. Audio should be at least 16-bit/44.1 kHz. We recommend uncompressed WAV or lossless FLAC masters, since that is what the stores prefer and what sounds best on every service.",
            "Files below 16-bit/44.1 kHz, and lossy files such as MP3, show a quality warning to you and to our reviewers, so you can replace them before the release goes out.",
          ],
        },
        {
          question: "What are the artwork requirements?",
          answer: [
            "Cover art must be a PNG or JPEG file of up to 10 MB. It should be square and at least 3000x3000 px, in the RGB colour space. Smaller, non-square or CMYK artwork gets a warning, and stores may refuse it.",
            "Artwork must not contain website addresses, social media handles, prices or logos of the stores themselves, and you need the rights to every image you use.",
          ],
        },
      ],
    },
    {
      id: "faq-splits",
      title: "Royalty splits",
      items: [
        {
          question: "How do royalty splits work?",
          answer: [
            "In the Splits step of the release builder you list the collaborators on each track, with their name, role and percentage, and optionally their email address. Splits are set per track, so every song can have its own team.",
            "The percentages of each track must total exactly 100%. You cannot submit a release until every track adds up.",
          ],
        },
        {
          question: "Do splits change my 80% share?",
          answer: [
            `No. ${labelName} keeps 20% of what a release earns and the artist side keeps 80%. Royalty splits divide that artist share among the collaborators on each track.`,
          ],
        },
      ],
    },
    {
      id: "faq-payments",
      title: "Payments and withdrawals",
      items: [
        {
          question: "How much do I earn?",
          answer: [`You keep 80% of the earnings from your releases and ${labelName} keeps 20%.`],
        },
        {
          question: "When and how am I paid?",
          answer: [
            "Earnings are paid monthly, within 30 days of the end of each month. You can be paid by bank transfer, PayPal or Swish.",
          ],
        },
        {
          question: "How do I withdraw my balance?",
          answer: [
            "You can request a withdrawal at any time through the withdrawal form. Our support team processes each request and pays it out to the bank account, PayPal or Swish account you name.",
            `${labelName} may restrict withdrawals, for example while store earnings are still being confirmed or while an account is under review. We tell you by email as soon as your balance can be withdrawn.`,
          ],
        },
      ],
    },
    {
      id: "faq-takedowns",
      title: "Takedowns",
      items: [
        {
          question: "How do I remove a release from the platforms?",
          answer: [
            "Open the distributed release in your dashboard, choose Request Takedown and tell us why you want it removed. Our team reviews the request and sends the takedown to the stores.",
            "Removal takes 24-48 hours once the takedown is sent, though a few stores may take a little longer to clear their caches and search results.",
          ],
        },
        {
          question: "What happens to my earnings after a takedown?",
          answer: [
            "Earnings from streams and sales made before the removal are still reported by the stores and paid out in the usual monthly cycle.",
          ],
        },
      ],
    },
  ];
}
