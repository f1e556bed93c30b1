import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "../lib/api";
import { writersQuery } from "./use-writers";

/** One persona's new name and style, as POST /api/writers takes it. */
export type WriterEdit = InferRequestType<typeof api.writers.$post>["json"]["writers"][number];

/** Saves every persona's name and style at once; the answer is the new list. */
export function useSaveWriters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (writers: WriterEdit[]) => unwrap(api.writers.$post({ json: { writers } })),
    onSuccess: (list) => client.setQueryData(writersQuery.queryKey, list),
  });
}
