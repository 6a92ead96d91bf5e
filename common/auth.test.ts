import { describe, expect, it } from "vitest";
import { AuthMessages, ResetPasswordFormSchema, SignUpFormSchema } from "./auth.ts";
import { ChangePasswordFormSchema, ProfileMessages } from "./profile.ts";

const confirmIssues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.filter((issue) => issue.path.join(".") === "confirmPassword");

describe("password confirmation (one rule, each form's own words)", () => {
  const signUp = {
    email: "a@example.com",
    password: "long enough",
    fullName: "A",
    artistName: "B",
  };

  it("accepts a confirmation that repeats the password", () => {
    expect(SignUpFormSchema.safeParse({ ...signUp, confirmPassword: "long enough" }).success).toBe(
      true,
    );
    expect(
      ResetPasswordFormSchema.safeParse({ password: "long enough", confirmPassword: "long enough" })
        .success,
    ).toBe(true);
    expect(
      ChangePasswordFormSchema.safeParse({
        currentPassword: "old",
        newPassword: "long enough",
        confirmPassword: "long enough",
      }).success,
    ).toBe(true);
  });

  it("refuses a different one under the confirmation field, with each form's message", () => {
    const signUpResult = SignUpFormSchema.safeParse({ ...signUp, confirmPassword: "other" });
    expect(confirmIssues(signUpResult)?.map((i) => i.message)).toEqual([
      AuthMessages.passwordsDoNotMatch,
    ]);
    const reset = ResetPasswordFormSchema.safeParse({
      password: "long enough",
      confirmPassword: "other",
    });
    expect(confirmIssues(reset)?.map((i) => i.message)).toEqual(["Passwords do not match"]);
    const change = ChangePasswordFormSchema.safeParse({
      currentPassword: "old",
      newPassword: "long enough",
      confirmPassword: "other",
    });
    expect(confirmIssues(change)?.map((i) => i.message)).toEqual([
      ProfileMessages.newPasswordsDoNotMatch,
    ]);
    expect(ProfileMessages.newPasswordsDoNotMatch).toBe("New passwords do not match");
  });
});
