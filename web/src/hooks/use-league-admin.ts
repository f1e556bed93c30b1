// The commissioner's page (issue 22, decision 225): create a league, its invite link, its export URL,
// uploading export files without a bot, and rewriting stories a corrected export flagged.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

const league = api.leagues[":league"];

export const leagueManageQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.leagueManage(slug),
    queryFn: () => unwrap(league.manage.$get({ param: { league: slug } })),
    retry: false,
  });

/** How often the page looks again while an export is still waiting for its ingest job. */
const EXPORT_POLL_MS = 2_000;

export const useLeagueManage = (slug: string) =>
  useQuery({
    ...leagueManageQuery(slug),
    refetchInterval: (q) =>
      q.state.data?.exports.some((e) => e.state === "received" || e.state === "ingesting") ? EXPORT_POLL_MS : false,
  });

export function useCreateLeague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; game: "pro" | "college"; description?: string }) =>
      unwrap(api.leagues.$post({ json: input })),
    onSuccess: (view) => client.setQueryData(leagueManageQuery(view.slug).queryKey, view),
  });
}

export function useRotateInvite(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(league.invite.$post({ param: { league: slug } })),
    onSuccess: (view) => client.setQueryData(leagueManageQuery(slug).queryKey, view),
  });
}

/** A new export URL: shown once (only its hash is kept), so the page holds it until it is left. */
export function useNewExportUrl(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(league["export-secret"].$post({ param: { league: slug } })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.leagueManage(slug) }),
  });
}

/** One export file, sent as it is to the route it names (db/domain/export-upload.ts). */
export function useUploadExport(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ route, text }: { route: string; text: string }) =>
      unwrap(
        league["export-upload"].$post(
          { param: { league: slug }, query: { route } },
          { init: { body: text, headers: { "Content-Type": "application/json" } } },
        ),
      ),
    // The file is received, not stored yet: the export list shows when it is (and the season pages change).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.leagueManage(slug) }),
        client.invalidateQueries({ queryKey: ["league-season"] }),
      ]),
  });
}

export function useRewriteStory(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recapId: number) =>
      unwrap(league.stories[":recapId"].rewrite.$post({ param: { league: slug, recapId: String(recapId) } })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.leagueManage(slug) }),
  });
}

export const useJoinLeague = () =>
  useMutation({ mutationFn: (code: string) => unwrap(api.leagues.join[":code"].$post({ param: { code } })) });
