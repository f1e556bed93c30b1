// League answers: what anyone sees, and what the commissioner sees (decision 220).

import type { Db } from "../../../db/client";
import { leagueDisplay } from "../../../db/domain";
import { listFlaggedGames } from "../../../db/queries/export-games";
import { recentExports } from "../../../db/queries/league-exports";
import { type LeagueRow, listMembers } from "../../../db/queries/leagues";
import { mediaUrl } from "../../schemas/article";
import type { LeagueManageView, LeagueView } from "../../schemas/league";

export function leagueView(row: LeagueRow): LeagueView {
  const display = leagueDisplay(row.name);
  return {
    id: row.id,
    name: row.name,
    slug: row.nameKey,
    game: row.game,
    season: row.season,
    description: row.description || display.description,
    color: row.color ?? display.color,
    iconUrl: row.iconKey ? mediaUrl(row.iconKey) : null,
    hasCommissioner: row.commissionerId !== null,
    hasExport: row.exportSecretHash !== null,
  };
}

export async function leagueManageView(db: Db, row: LeagueRow): Promise<LeagueManageView> {
  return {
    ...leagueView(row),
    inviteCode: row.inviteCode,
    webhookUrl: row.webhookUrl,
    webhookDisabledReason: row.webhookDisabledReason,
    autoPublish: row.autoPublish,
    personaId: row.personaId,
    joinApproval: row.joinApproval,
    commissionerId: row.commissionerId,
    members: await listMembers(db, row.id),
    storiesToRewrite: (await listFlaggedGames(db, row.id)).map(({ recapId, season, stage, week, scheduleId }) => ({
      recapId,
      season,
      stage,
      week,
      scheduleId,
    })),
    exports: (await recentExports(db, row.id)).map(({ createdAt, ...e }) => ({
      ...e,
      receivedAt: createdAt.toISOString(),
    })),
  };
}
