// The persona's name names the writer only where it signs the draft (decision 335).
import { describe, expect, it } from "vitest";
import { PERSONAS, recapBrief } from "../test/fixtures";
import { checkClaims } from "./check";
import { writerNameForms } from "./writer";

const THEO = PERSONAS.find((p) => p.name === "Theo Okonkwo")!;
const TANK = PERSONAS.find((p) => p.name.includes('"Tank"'))!;
const LEDE = "The Austin Outlaws beat the Portland Lumberjacks 27-20. Miles Okafor caught 8 passes for 143 yards.";
const check = (text: string, persona = THEO, players = recapBrief().players) =>
  checkClaims(text, recapBrief({ persona, players }));

describe("the persona's name", () => {
  it("is refused as the subject of a play or the holder of a number", () => {
    for (const s of [
      "Okonkwo added a late catch.",
      "Theo Okonkwo caught 3 passes for 40 yards.",
      "The Outlaws leaned on Okonkwo, who ran for 30 yards.",
      "Okonkwo had 2 sacks.",
      "Okonkwo's 8-yard catch set up the score.",
      "The decisive catch came late — by Okonkwo.",
      "The decisive catch came late — Okonkwo.",
    ])
      expect(check(`${LEDE} ${s}`).problems.join(" "), s).toMatch(/"(?:Theo )?Okonkwo" is not a player/);
    expect(check(`${LEDE} Whitfield sacked Ty Harlan twice.`, TANK).problems).toContain(
      '"Whitfield" is not a player, team or person in the data.',
    );
  });

  it("is accepted where it signs the draft, as a model writes its byline", () => {
    for (const s of [
      `${LEDE}\n\n— Theo Okonkwo`,
      `${LEDE}\n\n— Theo Okonkwo, X's and O's Specialist`,
      `${LEDE}\n\n-- Theo Okonkwo, DGSN`,
      `By Theo Okonkwo\n\n${LEDE}`,
      `${LEDE} — Okonkwo`,
      `I'm Theo Okonkwo, and this one was about the plan. ${LEDE}`,
      `This is Theo Okonkwo with the breakdown. ${LEDE}`,
      `Theo Okonkwo reporting. ${LEDE}`,
      `Okonkwo here. ${LEDE}`,
      `${LEDE}\n\nTheo Okonkwo for DGSN.`,
    ])
      expect(check(s), s).toEqual({ ok: true, problems: [] });
    expect(check(`${LEDE}\n\n— Deshawn "Tank" Whitfield`, TANK).ok).toBe(true);
    expect(check(`${LEDE}\n\n— Tank Whitfield`, TANK).ok).toBe(true);
  });

  it("a player who really has the surname is still a player, checked as one", () => {
    const players = [
      ...recapBrief().players,
      {
        id: "p9",
        name: "Jude Okonkwo",
        team: "Austin Outlaws",
        position: "WR" as const,
        receptions: 3,
        receivingYards: 40,
      },
    ];
    expect(check(`${LEDE} Okonkwo caught 3 passes for 40 yards.\n\n— Theo Okonkwo`, THEO, players).ok).toBe(true);
    expect(check(`${LEDE} Okonkwo caught 5 passes for 40 yards.\n\n— Theo Okonkwo`, THEO, players).ok).toBe(false);
  });

  it("is written in full, without the nickname, with only the nickname, or by surname", () => {
    expect(writerNameForms(TANK.name)).toEqual(
      expect.arrayContaining(['Deshawn "Tank" Whitfield', "Deshawn Whitfield", "Tank Whitfield", "Whitfield"]),
    );
  });
});
