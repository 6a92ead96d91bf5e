/**
 * Where signing in leads when a signed-in page sent the visitor to sign in first: a link from a
 * mail opened while signed out, or a page whose session ended under the user. Only the app's own
 * signed-in pages qualify, so a crafted link cannot send anyone to another site after signing in.
 */
const SIGNED_IN_PAGE = /^\/(dashboard|admin)(\/[\w\-/]*)?(\?[\w\-=&%.]*)?$/;

export function returnPath(value: string | null): string | null {
  return value && SIGNED_IN_PAGE.test(value) && !value.includes("//") ? value : null;
}

/** Why the route guard asks for a sign-in: the page needs one, or the session ended meanwhile. */
export type SignInReason = "required" | "ended";

/**
 * The home page, told to open the sign-in dialog and to come back to `path` after it; `email`
 * fills the form in when the session of that address ended (as the confirmation link does).
 */
export function signInFirst(reason: SignInReason, path: string, email?: string): string {
  const query = new URLSearchParams({ signin: reason });
  if (email) query.set("email", email);
  const target = returnPath(path);
  if (target) query.set("next", target);
  return `/?${query}`;
}
