// The nine personas' voices by persona id (db/seed/personas.json). An unknown id writes as the first.
import { ownValue } from "../../../../../db/domain";
import type { Voice } from "../voice";
import { halBrubaker } from "./hal-brubaker";
import { jadeWhitaker } from "./jade-whitaker";
import { louBrannigan } from "./lou-brannigan";
import { marcusVale } from "./marcus-vale";
import { noraEllingsen } from "./nora-ellingsen";
import { priyaVenkataraman } from "./priya-venkataraman";
import { ritaCastellanos } from "./rita-castellanos";
import { tankWhitfield } from "./tank-whitfield";
import { theoOkonkwo } from "./theo-okonkwo";

export const VOICES: Record<string, Voice> = {
  "marcus-vale": marcusVale,
  "tank-whitfield": tankWhitfield,
  "rita-castellanos": ritaCastellanos,
  "priya-venkataraman": priyaVenkataraman,
  "lou-brannigan": louBrannigan,
  "nora-ellingsen": noraEllingsen,
  "hal-brubaker": halBrubaker,
  "theo-okonkwo": theoOkonkwo,
  "jade-whitaker": jadeWhitaker,
};

/** Own properties only: a persona id such as "constructor" is an unknown id, not Object's. */
export const voiceFor = (personaId: string): Voice => ownValue(VOICES, personaId) ?? marcusVale;
