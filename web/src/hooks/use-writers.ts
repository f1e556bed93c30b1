import { queryOptions, useQuery } from "@tanstack/react-query";
import { BUILT_IN_WRITERS } from "../../../db/domain";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import type { Writer } from "../lib/writers";

export const writersQuery = queryOptions({
  queryKey: queryKeys.writers,
  queryFn: () => unwrap(api.writers.$get()),
});

/** The personas from the server; the built-in ones until it answers, or if it fails (spec §7). */
export function useWriters(): Writer[] {
  const { data } = useQuery(writersQuery);
  return data && data.length > 0 ? data : BUILT_IN_WRITERS;
}
