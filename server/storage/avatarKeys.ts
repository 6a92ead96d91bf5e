/** users.avatar_url is `/api/avatars/<id>?v=<name>`; the name is the stored file's. */
export const avatarUrl = (userId: string, name: string) => `/api/avatars/${userId}?v=${name}`;
export const avatarKey = (userId: string, name: string) => `avatars/${userId}/${name}.webp`;

/** The stored file's name from an avatar_url, or null for none or anything unexpected. */
export const avatarNameFrom = (url: string | null) => {
  const v = url ? new URL(url, "http://x").searchParams.get("v") : null;
  return v && /^[0-9a-f-]{36}$/.test(v) ? v : null;
};
