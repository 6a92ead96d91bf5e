import { z } from "zod";
import { PasswordSchema, TypedPasswordSchema, withPasswordConfirmation } from "./auth.ts";
import { multiLineText, oneLineText } from "./text.ts";

/** Spec §3: the keys of users.social_links, in the order the Social Links tab shows them. */
export const SOCIAL_LINK_KEYS = [
  "spotify",
  "apple_music",
  "youtube",
  "instagram",
  "twitter",
  "tiktok",
  "website",
] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const SOCIAL_LINK_LABELS: Record<SocialLinkKey, string> = {
  spotify: "Spotify",
  apple_music: "Apple Music",
  youtube: "YouTube",
  instagram: "Instagram",
  twitter: "Twitter",
  tiktok: "TikTok",
  website: "Website",
};

const BIO_MAX_LENGTH = 1000;
/** Spec §2 profile picture: the largest file the upload accepts, and how pages say it. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_SIZE_LABEL = `${AVATAR_MAX_BYTES / (1024 * 1024)} MB`;
const SOCIAL_LINK_MAX_LENGTH = 300;

/** Spec §8 settings banners, word for word. */
export const ProfileMessages = {
  emailLocked: "Email cannot be changed for security reasons",
  profileUpdated: "Profile updated successfully!",
  profileUpdateFailed: "Failed to update profile. Please try again.",
  passwordUpdated: "Password updated successfully!",
  passwordUpdateFailed: "Failed to update password",
  newPasswordsDoNotMatch: "New passwords do not match",
  avatarUpdated: "Profile picture updated!",
  avatarUploadFailed: "Failed to upload avatar",
  avatarTooLarge: `Images must be ${AVATAR_MAX_SIZE_LABEL} or smaller.`,
  /** Checked by the file's first bytes; anything else (HEIC, TIFF, a renamed text) is refused. */
  avatarType: "Choose an image file (JPEG, PNG, WebP or GIF).",
  /** SVG is a document that can carry scripts and links, not a picture: never accepted. */
  avatarSvg: "SVG images cannot be used as a profile picture. Choose a JPEG, PNG, WebP or GIF.",
  invalidUrl: "Enter a full link starting with http:// or https://",
  wrongCurrentPassword: "Current password is incorrect",
} as const;

const nameField = (label: string) =>
  oneLineText(label, 120, `${label} must be at most 120 characters`).min(1, `${label} is required`);

const bio = multiLineText(
  "Bio",
  BIO_MAX_LENGTH,
  `Bio must be at most ${BIO_MAX_LENGTH} characters`,
);

/** An http(s) link; the empty string means "remove this link". */
const socialLink = z
  .string()
  .trim()
  .max(SOCIAL_LINK_MAX_LENGTH, `Links must be at most ${SOCIAL_LINK_MAX_LENGTH} characters`)
  .refine((value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    message: ProfileMessages.invalidUrl,
  })
  .optional();

export const SocialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, socialLink])) as Record<
    SocialLinkKey,
    typeof socialLink
  >,
);
export type SocialLinks = Partial<Record<SocialLinkKey, string>>;

/**
 * PATCH /api/account/profile: every field optional, so each tab sends only its own part.
 * There is no email: unknown keys are stripped, so the address can never change here.
 */
export const ProfileUpdateSchema = z.object({
  fullName: nameField("Full name").optional(),
  artistName: nameField("Artist name").optional(),
  bio: bio.optional(),
  socialLinks: SocialLinksSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The Profile Information form. */
export const ProfileInfoFormSchema = z.object({
  fullName: nameField("Full name"),
  artistName: nameField("Artist name"),
  bio,
});

/** What the signed-in user sees of their own profile. */
export const ProfileSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  artistName: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** POST /api/account/password (spec §5: the same length rule as sign-up). */
export const ChangePasswordSchema = z.object({
  currentPassword: TypedPasswordSchema("Enter your current password"),
  newPassword: PasswordSchema,
});

/** The Security tab's form. */
export const ChangePasswordFormSchema = withPasswordConfirmation(
  ChangePasswordSchema,
  "newPassword",
  ProfileMessages.newPasswordsDoNotMatch,
);
