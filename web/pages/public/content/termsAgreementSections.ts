import type { SiteConfig } from "@common/site.ts";
import type { TermsSectionBody } from "./termsHeadings.ts";

/**
 * Sections 1 to 7 of the Terms: what the artist agrees to, what the label provides, the money
 * and the rights. Figures follow spec document 2 §1 and §9 (80/20, monthly within 30 days of
 * month-end, bank transfer, PayPal or Swish, non-exclusive worldwide royalty-free license).
 */
export function termsAgreementSections({ labelName, supportEmail }: SiteConfig): TermsSectionBody {
  return {
    "Acceptance of Terms": [
      {
        kind: "paragraph",
        text: `These Terms of Service ("Terms") are a binding agreement between you, the artist or rights holder who opens an account ("you"), and ${labelName}, the independent music label and distributor that operates this platform ("${labelName}", "we", "us" or "our"). They govern your use of our website, dashboard and distribution services (together, the "Services").`,
      },
      {
        kind: "clauses",
        items: [
          "By creating an Account, uploading Materials or submitting a release, you confirm that you have read, understood and accepted these Terms. If you do not accept them, do not use the Services.",
          'If you accept these Terms on behalf of a band, company or other organisation, you confirm that you are authorised to bind it, and "you" then includes that organisation.',
          "You must be at least 18 years old, or have the consent of a parent or legal guardian who accepts these Terms on your behalf and is responsible for your use of the Services.",
          "You are responsible for keeping your login details secure and for everything done through your Account. We strongly recommend turning on two-factor authentication in Settings > Security.",
        ],
      },
    ],
    Definitions: [
      { kind: "paragraph", text: "In these Terms, the following words have these meanings:" },
      {
        kind: "clauses",
        items: [
          {
            lead: "Account",
            text: "means the account you register with an email address and password, together with your profile, artist names, settings and the releases you manage through it.",
          },
          {
            lead: "Materials",
            text: "means everything you supply to us: Recordings, artwork, photographs, lyrics, artist names, logos, likenesses, biographies and any other content, together with the Metadata.",
          },
          {
            lead: "Metadata",
            text: "means the information that describes your Materials, such as titles, artist and contributor names, credits, genres, release dates, ISRC and UPC codes, explicit-content flags, lyrics and royalty split details.",
          },
          {
            lead: "Recordings",
            text: "means the sound recordings you upload for distribution, including the musical works embodied in them.",
          },
          {
            lead: "Royalties",
            text: `means the amounts actually received by ${labelName} from Stores for the sale, streaming or other use of your Recordings, after any taxes and charges the Stores or payment providers deduct at source.`,
          },
          {
            lead: "Stores",
            text: "means the streaming services, download stores, social media and video platforms and other digital outlets to which we deliver Recordings, such as Spotify, Apple Music, YouTube Music, Amazon Music, Deezer and TIDAL.",
          },
          {
            lead: "Distribution Agreements",
            text: `means the agreements between ${labelName} (or its delivery partners) and the Stores under which Recordings are delivered, made available to the public and paid for.`,
          },
          {
            lead: "Term",
            text: 'means the period during which these Terms apply to you, as described in section 8 "Term and Termination".',
          },
          {
            lead: "Third-Party Applications",
            text: "means software, services and websites operated by others that you use together with the Services, such as authenticator apps, banks and payment services (including PayPal and Swish) and the artist tools of the Stores.",
          },
        ],
      },
    ],
    "Services Provided": [
      { kind: "paragraph", text: "Subject to these Terms, we provide the following Services:" },
      {
        kind: "clauses",
        items: [
          "Tools to build releases (singles, EPs and albums), upload Recordings, artwork and Metadata, choose Stores and set a release date.",
          "Review of every release by our team before delivery, with notes explaining any change we need before a release can be approved.",
          "Delivery of approved releases to the Stores you select, from a network of more than 150 platforms in over 200 countries, and delivery of takedowns when you request them.",
          "Collection of Royalties from the Stores, monthly accounting and payment of your share as set out in section 4.",
          "Per-track royalty split management, messaging with our team, account security features including two-factor authentication, and support by email with a response within 24 hours.",
        ],
      },
      {
        kind: "paragraph",
        text: "Release dates must be at least 30 days after the day you submit a release. Once a release is distributed it usually appears in the Stores within 24-48 hours, though some Stores take up to 7 days, and a takedown usually takes 24-48 hours. These timings depend on the Stores and are estimates, not guarantees.",
      },
      {
        kind: "paragraph",
        text: "We may decline or stop distributing a release that does not meet our technical requirements (artwork of at least 3000x3000 px as PNG or JPEG of up to 10 MB; audio of at least 16-bit/44.1 kHz), our content guidelines or a Store's policies, or that we reasonably believe infringes someone's rights. Each Store decides independently whether and how to offer your Recordings, and we do not guarantee any placement, playlist, number of streams or level of income.",
      },
    ],
    "Revenue Sharing, Royalties and Payment Terms": [
      {
        kind: "clauses",
        items: [
          {
            lead: "Revenue share.",
            text: `You receive 80% of all Royalties earned by your Recordings and ${labelName} retains 20%. The same share applies to every Store and territory.`,
          },
          {
            lead: "Royalty splits.",
            text: "If you record royalty splits for a track, the percentages must total 100%. Splits divide your 80% share among the collaborators you name. You are responsible for their accuracy and for your agreements with your collaborators.",
          },
          {
            lead: "Payment schedule.",
            text: `Payments are made monthly. ${labelName} pays your share of the Royalties received during a calendar month within 30 days of the end of that month.`,
          },
          {
            lead: "Withdrawals.",
            text: `You may request a withdrawal of your available balance at any time through the withdrawal request form, and our support team processes each request. ${labelName} may restrict withdrawals where reasonably necessary, for example while Royalties are being confirmed by the Stores, while we investigate suspected fraud, artificial streaming or an infringement claim, while your Account is suspended, or where the law requires it. We will tell you by email when your balance can be withdrawn.`,
          },
          {
            lead: "Payout methods.",
            text: "We pay by bank transfer, PayPal or Swish, to an account held in your name or in the name of your company. You must keep your payment details accurate; we are not responsible for payments sent to details you supplied. Charges your bank or payment service makes for receiving a payment are yours.",
          },
          {
            lead: "Corrections.",
            text: "Stores sometimes report late or adjust earlier reports. We may correct your balance accordingly, including by deducting from future Royalties any amount paid in error or reclaimed by a Store because of artificial streaming or an infringement.",
          },
          {
            lead: "Taxes.",
            text: "You are responsible for declaring and paying the taxes due on your income. We may withhold taxes where the law requires it and may ask for tax information before making a payment.",
          },
        ],
      },
    ],
    "Artist Rights, Ownership and License": [
      {
        kind: "clauses",
        items: [
          {
            lead: "You keep ownership.",
            text: "You retain all rights, title and interest, including copyright, in your Recordings, the musical works in them and your other Materials. Nothing in these Terms transfers ownership of your Materials to us.",
          },
          {
            lead: "License to us.",
            text: `You grant ${labelName} a non-exclusive, worldwide, royalty-free license, for the duration that you use the Services, to reproduce, encode, store, deliver, distribute, make available, publicly perform and sell your Materials through the Stores, and to sublicense these rights to the Stores under the Distribution Agreements, for the sole purpose of providing the Services.`,
          },
          {
            lead: "Promotion.",
            text: "Within that license, we may use your artist name, artwork, approved images and short excerpts of your Recordings to promote your releases and the Services, for example on our website and social media channels.",
          },
          {
            lead: "Non-exclusive.",
            text: "You remain free to distribute your Recordings in other ways. To avoid duplicate listings, which Stores may remove, do not deliver the same Recording to the same Store through another distributor at the same time.",
          },
          {
            lead: "Removal.",
            text: "When you request a takedown or close your Account, the license ends for the Materials concerned once the takedown has been delivered to the Stores. Stores may keep copies where their Distribution Agreements allow it, for example for listeners who bought a download, and your right to Royalties earned before the removal remains.",
          },
        ],
      },
    ],
    "Representations and Warranties": [
      { kind: "paragraph", text: "You represent and warrant that:" },
      {
        kind: "clauses",
        items: [
          "You own or control every right needed to grant the license in section 5, including the rights in the Recordings and the musical works, samples, artwork and contributions of featured artists, producers and session musicians, and you have obtained every consent, license and clearance this requires.",
          "Your Materials and Metadata are accurate and complete, and do not infringe any copyright, trademark, personality, privacy or other right, nor contain anything defamatory, obscene or otherwise unlawful.",
          "You have paid, or will pay, everything owed to others for the use of your Materials, such as songwriters, producers, performers and publishers, except for amounts the Stores pay directly to collecting societies.",
          "You will not use, or allow anyone to use, bots, paid streaming schemes or any other means to artificially inflate plays, streams, followers or sales.",
          "Your royalty splits reflect your actual agreements with your collaborators.",
          "Entering into these Terms does not breach any other agreement you are bound by, such as an exclusive recording contract.",
        ],
      },
      {
        kind: "paragraph",
        text: `${labelName} warrants that it will provide the Services with reasonable care and skill and will account for and pay your Royalties as described in section 4. Apart from that, and to the extent the law allows, the Services are provided "as is" and "as available", without any other warranty, express or implied. If you have questions about these commitments, write to ${supportEmail}.`,
      },
    ],
    "Copyright, IP and Indemnification": [
      {
        kind: "clauses",
        items: [
          {
            lead: "Copyright checks.",
            text: "We respect the rights of creators and expect you to do the same. We may check releases against our own catalogue and external music databases and may hold, reject or take down a release that we reasonably believe infringes someone's rights.",
          },
          {
            lead: "Claims against your Materials.",
            text: "If someone claims that your Materials infringe their rights, we may suspend distribution of the release concerned and withhold the related Royalties until the claim is resolved, and share your contact details with the claimant where the law allows. You may respond to the claim through our support team.",
          },
          {
            lead: "Reporting infringement.",
            text: `If you believe that content we distribute infringes your rights, email ${supportEmail} with a description of the work, where the content appears, your contact details and a statement that you make the report in good faith.`,
          },
          {
            lead: "Repeat infringement.",
            text: "We may suspend or close the Account of anyone who repeatedly infringes the rights of others.",
          },
          {
            lead: "Our intellectual property.",
            text: `The platform, its software and design, and the ${labelName} name and logo belong to ${labelName} or its licensors. These Terms give you no rights in them beyond using the Services.`,
          },
          {
            lead: "Indemnification.",
            text: `You agree to indemnify and hold harmless ${labelName}, its employees and partners against all claims, losses, damages, costs and expenses (including reasonable legal fees) arising from your Materials or Metadata, from a breach of your representations and warranties or of these Terms, or from a dispute between you and your collaborators. We will tell you promptly about any such claim and you may take part in its defence at your own cost.`,
          },
        ],
      },
    ],
  };
}
