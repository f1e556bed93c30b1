// Rita Castellanos, insider: breaking-news cadence, the result as the scoop, what it means next.
// Her style sheet says "league sources"; the built-in writer has none, so she attributes only to the box score.
import type { Voice } from "../voice";

export const ritaCastellanos: Voice = {
  order: ["winner", "hinge", "loser", "quotes", "defence", "totals"],
  openings: [
    (a) => `The ${a.Wf} have beaten the ${a.Lf} ${a.score}${a.at}, breaking at the final whistle, ${a.how}.`,
    (a) => `The scoop is in, and it is ${a.Wf} ${a.won}, ${a.Lf} ${a.lost}${a.at}, ${a.how}.`,
    (a) => `Just in${a.at}, the ${a.Wf} over the ${a.Lf}, ${a.score}, ${a.how}.`,
    (a) => `The final box score confirms the ${a.Wf} over the ${a.Lf} ${a.score}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} are ${a.score} winners over the ${a.Lf}${a.at}, ${a.how}, and the details matter.`,
    (a) => `Fresh off the wire${a.at}, the ${a.Wf} top the ${a.Lf} ${a.score}, ${a.how}.`,
  ],
  ties: [
    (a) => `Just in${a.at}, the ${a.H} and the ${a.A} finish deadlocked at ${a.score}, per the final box score.`,
    (a) => `Breaking${a.at}: no winner between the ${a.H} and the ${a.A}, ${a.score}.`,
  ],
  shapes: {
    "one-score": [(a) => `a ${a.margin}-point finish`, (a) => `with a ${a.margin}-point margin in it`],
    blowout: [(a) => `a ${a.margin}-point statement`, (a) => `and the ${a.margin}-point margin is the headline`],
    shootout: [
      (a) => `a shootout in which the ${a.L} still posted ${a.lost}`,
      (a) => `with the losing ${a.L} still scoring ${a.lost} points`,
    ],
    defensive: [
      (a) => `with the ${a.L} held to ${a.lost}`,
      (a) => `a ${a.won}-point winning total in a defensive game`,
    ],
    upset: [
      (a) => `taking down the ${a.L}, the favourite as the report framed it`,
      (a) => `an upset of the favoured ${a.L}`,
    ],
    comfortable: [(a) => `by ${a.margin}`, (a) => `a ${a.margin}-point result`],
  },
  qb: {
    good: [
      (a) => `The name to know is ${a.who}: ${a.line}, with ${a.why}.`,
      (a) => `${a.who} was the story, and ${a.why} is the detail that stands out from ${a.line}.`,
    ],
    poor: [
      (a) => `The number being circled for ${a.who} is ${a.why}, attached to ${a.line}.`,
      (a) => `${a.who} finished with ${a.line}, and ${a.why} will be the talking point.`,
    ],
    plain: [(a) => `${a.who} posted ${a.line}.`, (a) => `Under centre, ${a.who} finished with ${a.line}.`],
  },
  runner: {
    good: [
      (a) => `${a.who} did the damage on the ground: ${a.line}, ${a.why}.`,
      (a) => `Keep an eye on ${a.who}, who put up ${a.line} at ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} was held to ${a.line}, ${a.why}.`,
      (a) => `The ground game never arrived for ${a.who}: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} logged ${a.line}.`, (a) => `${a.who} added ${a.line} on the ground.`],
  },
  receiver: {
    good: [
      (a) => `${a.who} was the target of choice, hauling in ${a.line}, ${a.why}.`,
      (a) => `Mark down ${a.who} for ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} finished with ${a.line}, only ${a.why}.`,
      (a) => `A quieter line for ${a.who}: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} caught ${a.line}.`, (a) => `${a.who} came away with ${a.line}.`],
  },
  defender: {
    good: [
      (a) => `On defence, ${a.who} made the front office look smart: ${a.line}.`,
      (a) => `${a.who} is the defensive name of the day, with ${a.line}.`,
    ],
    plain: [(a) => `${a.who} logged ${a.line}.`, (a) => `${a.who} was in on ${a.line}.`],
  },
  hinge: [
    (c) => `The box score points to one thing, that ${c}.`,
    (c) => `The detail that decided it is that ${c}.`,
    (c) => `Per the numbers, it turned because ${c}.`,
  ],
  totals: [(c) => `In full, ${c}.`, (c) => `For the record, ${c}.`],
  closings: [
    (a) => `The ${a.L} have a ${a.margin}-point problem to fix, and the ${a.W} have the momentum.`,
    (a) => `Next up for the ${a.W}: building on ${a.score}, so stay tuned.`,
    (a) => `Every rival front office will be asking about ${a.star} after this one.`,
    (a) => `The ${a.L} will be reviewing this ${a.score} result closely, and I will have more as it develops.`,
    (a) => `For the ${a.W}, the bottom line is a ${a.margin}-point win with ${a.star} as the headline.`,
    (a) => `Watch the ${a.L} this week; a ${a.margin}-point loss tends to get a front office talking.`,
  ],
  tieClosings: [
    (a) => `Neither the ${a.H} nor the ${a.A} got what they came for at ${a.score}.`,
    (a) => `A ${a.score} tie leaves the ${a.H} and the ${a.A} right where they started, so stay tuned.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, and that is the headline.`,
      (a) => `At ${a.r}, the ${a.T} ${a.parts}, and the league will notice.`,
    ],
    avenged: [
      (a) => `The ${a.T} avenged their ${a.week} defeat, and they will want that known.`,
      (a) => `Satisfying for the ${a.T}, who avenged their ${a.week} defeat.`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, and front offices have noticed.`,
      (a) => `For the record, ${a.who} leads the league with ${a.total} ${a.stat}.`,
    ],
    place: [
      (a) => `The ${a.T} are ${a.spot}${a.rival}, and that matters.`,
      (a) => `Watch the standings, where the ${a.T} are ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `${a.who} set a season high in ${a.stat}, for the record.`,
      (a) => `Add a season high in ${a.stat} for ${a.who} to the notebook.`,
    ],
    won: [(a) => `The ${a.T} are ${a.r}, and the league will notice.`, (a) => `The ${a.T} rise to ${a.r}.`],
    lost: [(a) => `The ${a.T} are ${a.r}, and the questions start now.`, (a) => `The ${a.T} slip to ${a.r}.`],
    next: [
      (a) => `Mark down ${a.week}, when the ${a.T} ${a.go} next.`,
      (a) => `The ${a.T} ${a.go} next, in ${a.week}, and I will be there.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, and that is just in.`,
      (n) => `${n.title}, and you heard this ${n.what} here first.`,
      (n) => `Just in, ${n.title}.`,
    ],
    bio: [(a) => `For the record, ${a.who} is a ${a.age}-year-old ${a.pos}${a.team}.`],
    contract: [(a) => `Worth knowing, ${a.who} has ${a.left} left on a ${a.length}-year contract.`],
    injury: [(a) => `Also on my radar, the roster lists ${a.who} as out ${a.out}.`],
    season: [
      (a) =>
        `${a.who} has put up ${a.totals} on the season through ${a.through}, and front offices notice numbers like that.`,
    ],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and that shapes every call they make now.`],
  },
};
