import type { Artist } from "@common/releases.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";

const artistKeys = {
  all: ["artists"] as const,
};

/** GET /api/artists: my artist aliases, by name (the builder's Artist select). */
export const artistsQuery = queryOptions({
  queryKey: artistKeys.all,
  queryFn: async (): Promise<Artist[]> => (await unwrap(api.GET("/api/artists"))).artists,
  staleTime: 60_000,
});

const byName = (a: Artist, b: Artist) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" });

/** POST /api/artists: a new alias (409 when the name is taken, ignoring case). */
export function useCreateArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await unwrap(api.POST("/api/artists", { body: { name } }))).artist,
    onSuccess: (artist) => {
      queryClient.setQueryData<Artist[]>(artistKeys.all, (current) =>
        [...(current ?? []).filter((a) => a.id !== artist.id), artist].sort(byName),
      );
    },
  });
}
