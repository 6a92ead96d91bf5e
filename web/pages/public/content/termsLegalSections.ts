import type { SiteConfig } from "@common/site.ts";
import type { TermsSectionBody } from "./termsHeadings.ts";

/**
 * Sections 8 to 14 of the Terms. Spec document 2 §9: liability capped at the amount paid;
 * informal resolution, then mediation, then binding arbitration in Sweden; Swedish law; no class
 * actions. Account termination is processed within 30 days (the same section).
 */
export function termsLegalSections({ labelName, supportEmail }: SiteConfig): TermsSectionBody {
  return {
    "Term and Termination": [
      {
        kind: "clauses",
        items: [
          {
            lead: "Term.",
            text: "These Terms apply from the moment you create an Account and remain in force until your Account is closed by you or by us.",
          },
          {
            lead: "Closing your Account.",
            text: `You may close your Account at any time from Settings (Account Info, Account Termination) or by writing to ${supportEmail}. Closure is processed within 30 days, and we take your releases down from the Stores as part of it.`,
          },
          {
            lead: "Suspension and termination by us.",
            text: `${labelName} may warn you, suspend your Account for a limited period or permanently, or close it if you materially breach these Terms, for example through infringement, artificial streaming, fraud or abusive behaviour towards our team or other users, or where the law or a Store requires it. Where it is reasonable to do so, we will tell you the reason and give you the chance to put things right first.`,
          },
          {
            lead: "Ending the Services.",
            text: "We may stop offering the Services altogether by giving you at least 30 days' notice by email.",
          },
          {
            lead: "Effect of termination.",
            text: "When the Term ends, the license in section 5 ends once the takedowns have been delivered to the Stores. We pay the Royalties earned before that time in the usual monthly cycle, less any amount we may withhold or deduct under sections 4 and 7.",
          },
          {
            lead: "Survival.",
            text: "Sections 4 (for Royalties earned during the Term), 6, 7, 9, 10, 11 and 13 continue to apply after the Term ends.",
          },
        ],
      },
    ],
    "Limitation of Liability": [
      {
        kind: "clauses",
        items: [
          `To the fullest extent permitted by law, ${labelName} is not liable for any indirect, incidental, special or consequential loss, or for lost profits, lost revenue, lost opportunities or lost data, arising from or in connection with these Terms or the Services, even if we were told such loss was possible.`,
          `${labelName}'s total liability to you for all claims arising from or in connection with these Terms or the Services is capped at the amount paid to ${labelName} in connection with your use of the Services, including the 20% share of your Royalties retained under section 4.`,
          "We are not responsible for the acts or omissions of Stores or Third-Party Applications, such as a Store removing, pricing or reporting on your Recordings late, nor for delays or failures caused by events beyond our reasonable control.",
          "Nothing in these Terms limits liability that cannot be limited by law, such as liability for gross negligence or wilful misconduct.",
        ],
      },
    ],
    "Dispute Resolution": [
      {
        kind: "clauses",
        items: [
          {
            lead: "Informal resolution.",
            text: `If a dispute arises, first contact us at ${supportEmail} with a description of the problem and what you would like us to do. Both parties will try in good faith to settle it within 30 days.`,
          },
          {
            lead: "Mediation.",
            text: "If the dispute is not settled within 30 days, either party may refer it to mediation under the Mediation Rules of the Arbitration Institute of the Stockholm Chamber of Commerce (SCC), with the costs of the mediator shared equally.",
          },
          {
            lead: "Binding arbitration.",
            text: "If mediation has not settled the dispute within 60 days of the mediator's appointment, it is finally settled by binding arbitration in Sweden, administered by the SCC under its Rules for Expedited Arbitrations. The seat of arbitration is Stockholm, and the proceedings are held in English unless the parties agree on Swedish.",
          },
          {
            lead: "No class actions.",
            text: "Disputes are resolved only on an individual basis. You and we each waive the right to bring or take part in a class, collective or representative action or arbitration.",
          },
          {
            lead: "Urgent measures.",
            text: "Either party may ask a competent court for urgent interim measures, for example to stop an infringement of intellectual property, while the process above is under way.",
          },
        ],
      },
    ],
    "Governing Law": [
      {
        kind: "paragraph",
        text: "These Terms, and any dispute or claim arising from or in connection with them or the Services, are governed by the laws of Sweden, without regard to its conflict-of-law rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply. Where you are a consumer, this does not deprive you of the protection of the mandatory laws of the country where you live.",
      },
    ],
    "Modification of Terms": [
      {
        kind: "clauses",
        items: [
          "We may change these Terms to reflect changes to the Services, to the law or to the requirements of the Stores. The effective date at the top of this page shows which version applies.",
          "We tell you about material changes by email or in your dashboard at least 30 days before they take effect, unless a change is required by law sooner.",
          "We may ask you to review and accept updated Terms before you continue to use your Account. If you do not accept them, you may close your Account before they take effect, and we pay your Royalties as described in section 8.",
          "If you continue to use the Services after the changes take effect, you accept the updated Terms.",
        ],
      },
    ],
    Miscellaneous: [
      {
        kind: "clauses",
        items: [
          {
            lead: "Entire agreement.",
            text: "These Terms are the entire agreement between you and us about the Services and replace any earlier agreement on the same subject.",
          },
          {
            lead: "Assignment.",
            text: `You may not transfer your rights or obligations under these Terms without our written consent. ${labelName} may transfer them to a successor in a merger, acquisition or sale of its business, and will tell you when it does.`,
          },
          {
            lead: "Severability.",
            text: "If a court or arbitrator finds any provision invalid or unenforceable, the rest of these Terms remains in force, and the provision is applied as far as the law allows.",
          },
          {
            lead: "No waiver.",
            text: "If we do not enforce a right under these Terms, that does not mean we give it up.",
          },
          {
            lead: "Relationship.",
            text: "You and we are independent parties. These Terms create no partnership, joint venture, employment or agency relationship.",
          },
          {
            lead: "Notices.",
            text: `We send notices to the email address of your Account; you send notices to ${supportEmail}. A notice by email is received when it is sent, unless the sender learns that it was not delivered.`,
          },
          {
            lead: "Language.",
            text: "These Terms are written in English. If they are translated, the English version prevails.",
          },
        ],
      },
    ],
    "Contact Information": [
      {
        kind: "paragraph",
        text: "If you have any questions about these Terms, your Account or your Royalties, contact us. We respond within 24 hours.",
      },
      { kind: "contact" },
    ],
  };
}
