import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import type { Writer } from "../lib/writers";

export interface WriterEdit {
  id: string;
  name: string;
  style: string;
}

/** Saves every persona's name and style at once; the answer is the new list. */
export function useSaveWriters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (writers: WriterEdit[]) => apiSend<Writer[]>("POST", "/api/writers", { writers }),
    onSuccess: (list) => client.setQueryData(queryKeys.writers, list),
  });
}
