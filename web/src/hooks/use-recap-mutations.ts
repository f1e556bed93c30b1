import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StatsGroup } from "../../../db/domain";
import type { Article, ArticleList, StatsImage } from "../../../worker/schemas/article";
import type { CreateRecapInput, PatchRecapInput } from "../../../worker/schemas/recap-write";
import { apiGet, apiSend, apiUpload } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export const myRecapsQuery = queryOptions({
  queryKey: queryKeys.recaps.mine,
  queryFn: () => apiGet<ArticleList>("/api/recaps/mine?limit=1000"),
});

/** The signed-in user's own articles (the server filters by author). */
export const useMyRecaps = () => useQuery(myRecapsQuery);

export const createRecap = (input: CreateRecapInput) => apiSend<{ id: number }>("POST", "/api/recaps", input);

/** On create the spec sends multipart with the compressed data URL; on edit, JSON. */
export function uploadFeaturedImage(id: number, dataUrl: string, as: "multipart" | "json") {
  if (as === "json") return apiSend<Article>("POST", `/api/recaps/${id}/image`, { imageData: dataUrl });
  const form = new FormData();
  form.append("imageData", dataUrl);
  return apiUpload<Article>(`/api/recaps/${id}/image`, form);
}

export function uploadStatsImages(id: number, group: StatsGroup, dataUrls: string[]) {
  const body = Object.fromEntries(dataUrls.map((url, i) => [`${group}Data${i}`, url]));
  return apiSend<{ statsImages: StatsImage[] }>("POST", `/api/recaps/${id}/stats-images/${group}`, body);
}

export const updateRecap = (id: number, changes: PatchRecapInput) =>
  apiSend<Article>("PATCH", `/api/recaps/${id}`, changes);

/** After any article write every article list and detail is refetched (they all may show it). */
export function useInvalidateRecaps() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.recaps.all });
}

export function useDeleteRecap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<{ success: true }>("DELETE", `/api/recaps/${id}`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: queryKeys.recaps.detail(id) });
      return client.invalidateQueries({ queryKey: queryKeys.recaps.all });
    },
  });
}

export function useFixImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dataUrl }: { id: number; dataUrl: string }) =>
      apiSend<{ success: true; message: string; article: Article }>("POST", `/api/recaps/${id}/fix-image`, {
        imageData: dataUrl,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.recaps.all }),
  });
}
