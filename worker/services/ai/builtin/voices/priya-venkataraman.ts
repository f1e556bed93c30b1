// Priya Venkataraman, data analyst: precise and numerate; each paragraph built on verified numbers, no hype.
import type { Voice } from "../voice";

export const priyaVenkataraman: Voice = {
  order: ["totals", "winner", "loser", "defence", "hinge", "quotes"],
  openings: [
    (a) => `The ${a.Wf} beat the ${a.Lf} ${a.won}-${a.lost}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} beat the ${a.Lf} ${a.score}${a.at}, ${a.how}, and the box score shows where the gap came from.`,
    (a) => `By the numbers, the ${a.Wf} earned their ${a.score} win over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The scoreboard read ${a.Wf} ${a.won}, ${a.Lf} ${a.lost}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} finished ${a.score} ahead of the ${a.Lf}${a.at}, ${a.how}; the rows explain it.`,
    (a) => `The ${a.Wf} scored ${a.won} and allowed ${a.lost} against the ${a.Lf}${a.at}, ${a.how}.`,
  ],
  ties: [
    (a) =>
      `The ${a.H} and the ${a.A} finished at ${a.score}${a.at}, a tie the numbers explain better than any narrative.`,
    (a) => `Final${a.at}: the ${a.H} and the ${a.A} level at ${a.score}, and the rows show why.`,
  ],
  shapes: {
    "one-score": [(a) => `a ${a.margin}-point margin`, (a) => `a ${a.margin}-point differential`],
    blowout: [
      (a) => `a ${a.margin}-point differential`,
      (a) => `a margin of ${a.margin} that the efficiency numbers fully support`,
    ],
    shootout: [
      (a) => `with the ${a.W} scoring ${a.won} points and the ${a.L} ${a.lost} points`,
      (a) => `a high-scoring game in which the losing side still reached ${a.lost}`,
    ],
    defensive: [
      (a) => `with the ${a.W} needing just ${a.won} points to win`,
      (a) => `a low-scoring game in which the ${a.L} scored only ${a.lost} points`,
    ],
    upset: [
      (a) => `an upset of the ${a.L}, whom the report listed as favourites`,
      (a) => `against the favoured ${a.L}, a result the report did not expect`,
    ],
    comfortable: [(a) => `a ${a.margin}-point differential`, (a) => `a ${a.margin}-point margin, comfortably clear`],
  },
  qb: {
    good: [
      (a) => `${a.who} posted ${a.why}, the key efficiency figure behind ${a.line}.`,
      (a) => `The passing numbers favour ${a.who}: ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} recorded ${a.line}; the figure that matters is ${a.why}.`,
      (a) => `The efficiency data are unkind to ${a.who}: ${a.why} across ${a.line}.`,
    ],
    plain: [(a) => `${a.who} recorded ${a.line}.`, (a) => `${a.who} finished at ${a.line}.`],
  },
  runner: {
    good: [
      (a) => `${a.who} averaged ${a.why}, from ${a.line}.`,
      (a) => `On the ground, ${a.who} produced ${a.line}, which works out to ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} managed ${a.line}, with ${a.why} weighing on the line.`,
      (a) => `The rushing data for ${a.who}: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} logged ${a.line}.`, (a) => `The rushing line for ${a.who} reads ${a.line}.`],
  },
  receiver: {
    good: [
      (a) => `${a.who} made the most of his looks: ${a.line}, ${a.why}.`,
      (a) => `Target efficiency favoured ${a.who}: ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} finished with ${a.line}, ${a.why}, a low catch rate.`,
      (a) => `The catch-rate data flag ${a.who}: ${a.why}, for ${a.line}.`,
    ],
    plain: [(a) => `${a.who} recorded ${a.line}.`, (a) => `The receiving line for ${a.who} reads ${a.line}.`],
  },
  defender: {
    good: [
      (a) => `${a.who} led the defensive columns with ${a.line}.`,
      (a) => `The defensive data single out ${a.who}: ${a.line}.`,
    ],
    plain: [(a) => `${a.who} recorded ${a.line}.`, (a) => `The defensive line for ${a.who} reads ${a.line}.`],
  },
  hinge: [
    (c) => `The clearest split in the data is that ${c}.`,
    (c) => `The one variable that explains the result is that ${c}.`,
    (c) => `The differential worth isolating is that ${c}.`,
  ],
  totals: [(c) => `Across the team totals, ${c}.`, (c) => `Summed from the player rows, ${c}.`],
  closings: [
    (a) => `The summary statistic is ${a.score}, and the underlying numbers support the ${a.W}.`,
    (a) => `The net result is a ${a.margin}-point win for the ${a.W}, with ${a.star} the line to study.`,
    (a) => `The data say the ${a.W} earned ${a.score}; no single outlier did it for them.`,
    (a) => `Sample size is one game, but a ${a.margin}-point win for the ${a.W} is consistent with every line above.`,
    (a) => `The rows add up to ${a.score} for the ${a.W}, with ${a.star} on top of them.`,
    (a) => `For the ${a.L}, the ${a.margin}-point gap is a measurable one, and the numbers show where to start.`,
  ],
  tieClosings: [
    (a) => `The totals explain the ${a.score}: neither the ${a.H} nor the ${a.A} built a measurable edge.`,
    (a) => `Level at ${a.score}, and level in most columns: the ${a.H} and the ${a.A} were evenly matched.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, per the results to date.`,
      (a) => `At ${a.r}, the ${a.T} ${a.parts}, by the record.`,
    ],
    avenged: [
      (a) => `By the results log, the ${a.T} avenged their ${a.week} defeat.`,
      (a) => `The ${a.T} avenged their ${a.week} defeat in the rematch.`,
    ],
    lead: [
      (a) => `By the season totals, ${a.who} leads the league with ${a.total} ${a.stat}.`,
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, the top figure to date.`,
    ],
    place: [
      (a) => `The table puts the ${a.T} ${a.spot}${a.rival}.`,
      (a) => `By the standings, the ${a.T} are ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `The game log shows a season high in ${a.stat} for ${a.who}.`,
      (a) => `${a.who} posted a season high in ${a.stat}.`,
    ],
    won: [(a) => `The ${a.T} now hold a record of ${a.r}.`, (a) => `The ${a.T} move to ${a.r} in the standings.`],
    lost: [(a) => `The ${a.T} are left with a record of ${a.r}.`, (a) => `The ${a.T} drop to ${a.r} in the standings.`],
    next: [
      (a) => `Next on the schedule, the ${a.T} ${a.go} in ${a.week}.`,
      (a) => `The ${a.T} ${a.go} next, the ${a.week} data point.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, and the facts come first.`,
      (n) => `${n.title}, stated plainly.`,
      (n) => `${n.title}, and that is on the record.`,
    ],
    bio: [(a) => `${a.who} is a ${a.age}-year-old ${a.pos}${a.team}, per the league's roster.`],
    contract: [(a) => `${a.who} has ${a.left} left on a ${a.length}-year contract, per the same data.`],
    injury: [(a) => `The roster lists ${a.who} as out ${a.out}.`],
    season: [(a) => `${a.who} has ${a.totals} on the season through ${a.through}, per the league's numbers.`],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, per the results.`],
  },
};
