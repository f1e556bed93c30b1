// Every write to an article from the SPA. After any of them every article list and detail is
// refetched (they all may show it).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { StatsGroup } from "../../../db/domain";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

const recap = api.recaps[":id"];
export type CreateRecapInput = InferRequestType<typeof api.recaps.$post>["json"];
export type RecapChanges = InferRequestType<typeof recap.$patch>["json"];

/** The featured image route takes JSON or multipart (it reads either itself, so its body is untyped). */
function uploadFeaturedImage(id: number, dataUrl: string, as: "multipart" | "json") {
  const param = { id: String(id) };
  if (as === "json")
    return unwrap(
      recap.image.$post(
        { param },
        { headers: { "Content-Type": "application/json" }, init: { body: JSON.stringify({ imageData: dataUrl }) } },
      ),
    );
  const form = new FormData();
  form.append("imageData", dataUrl);
  return unwrap(recap.image.$post({ param }, { init: { body: form } }));
}

function uploadStatsImages(id: number, group: StatsGroup, dataUrls: string[]) {
  const json = Object.fromEntries(dataUrls.map((url, i) => [`${group}Data${i}`, url]));
  return unwrap(recap["stats-images"][":group"].$post({ param: { id: String(id), group }, json }));
}

function useInvalidateRecaps() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.recaps.all });
}

export interface NewRecap {
  recap: CreateRecapInput;
  /** The featured image as a compressed data URL (the spec sends it as multipart on create). */
  featuredImage?: string;
  statsImages?: Partial<Record<StatsGroup, string[]>>;
}

/** The create progress the overlay shows: saving, refreshing, uploading images, done. */
export type CreateStep = 0 | 1 | 2 | 3;

/**
 * Creates an article, then uploads its images. Spec §4: an image failure is only logged; the
 * article stays created (its author can add the image when editing).
 */
export function useCreateRecap(onStep: (step: CreateStep) => void = () => {}) {
  const invalidate = useInvalidateRecaps();
  return useMutation({
    mutationFn: async ({ recap: input, featuredImage, statsImages = {} }: NewRecap) => {
      onStep(0);
      const { id } = await unwrap(api.recaps.$post({ json: input }));
      onStep(1);
      await invalidate();
      onStep(2);
      const uploads: Promise<unknown>[] = [];
      if (featuredImage) uploads.push(uploadFeaturedImage(id, featuredImage, "multipart"));
      for (const [group, urls] of Object.entries(statsImages) as [StatsGroup, string[]][])
        if (urls.length) uploads.push(uploadStatsImages(id, group, urls));
      for (const result of await Promise.allSettled(uploads))
        if (result.status === "rejected") console.error("Image upload failed", result.reason);
      onStep(3);
      await invalidate();
      return { id };
    },
  });
}

export interface RecapEdit {
  changes: RecapChanges;
  /** A new featured image (data URL), or "remove" to clear it; undefined leaves it. */
  image?: string | "remove";
}

/**
 * Saves an edit, then the image change. The text is what matters: when only the image step fails
 * the edit still counts, and `imageFailed` says so.
 */
export function useUpdateRecap(id: number) {
  const invalidate = useInvalidateRecaps();
  return useMutation({
    mutationFn: async ({ changes, image }: RecapEdit) => {
      const param = { id: String(id) };
      await unwrap(recap.$patch({ param, json: changes }));
      let imageFailed = false;
      if (image !== undefined) {
        const pending =
          image === "remove"
            ? unwrap(recap.$patch({ param, json: { articleImage: null } }))
            : uploadFeaturedImage(id, image, "json");
        await pending.catch(() => {
          imageFailed = true;
        });
      }
      await invalidate();
      return { imageFailed };
    },
  });
}

export function useDeleteRecap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(recap.$delete({ param: { id: String(id) } })),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: queryKeys.recaps.detail(id) });
      return client.invalidateQueries({ queryKey: queryKeys.recaps.all });
    },
  });
}

export function useFixImage() {
  const invalidate = useInvalidateRecaps();
  return useMutation({
    mutationFn: ({ id, dataUrl }: { id: number; dataUrl: string }) =>
      unwrap(recap["fix-image"].$post({ param: { id: String(id) }, json: { imageData: dataUrl } })),
    onSuccess: invalidate,
  });
}
