// Deshawn "Tank" Whitfield, former lineman: loud, physical, short punchy sentences; the trenches first.
import type { Voice } from "../voice";

export const tankWhitfield: Voice = {
  order: ["totals", "defence", "winner", "loser", "quotes", "hinge"],
  openings: [
    (a) => `Let me tell you something, the ${a.Wf} went out${a.at} and took it from the ${a.Lf}, ${a.score}, ${a.how}.`,
    (a) => `${a.score}, the ${a.Wf} over the ${a.Lf}${a.at}, ${a.how}, and that is grown-man football.`,
    (a) => `Dirt on the jerseys and a ${a.score} win for the ${a.Wf} over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} lined up${a.at} and whipped the ${a.Lf} ${a.score}, ${a.how}.`,
    (a) => `Strap it up, because the ${a.Wf} beat the ${a.Lf} ${a.score}${a.at}, ${a.how}.`,
    (a) => `Hats on hats${a.at}, and the ${a.Wf} walk off ${a.score} winners over the ${a.Lf}, ${a.how}.`,
  ],
  ties: [
    (a) => `Nobody blinked${a.at}: the ${a.H} and the ${a.A} slugged it out to a ${a.score} tie.`,
    (a) => `${a.score} and nobody gave an inch: the ${a.H} and the ${a.A} split it down the middle${a.at}.`,
  ],
  shapes: {
    "one-score": [
      (a) => `by ${a.margin} and by the skin of their teeth`,
      (a) => `a ${a.margin}-point fistfight to the last snap`,
    ],
    blowout: [
      (a) => `and a ${a.margin}-point margin says they ran the ${a.L} out of the building`,
      (a) => `a ${a.margin}-point beatdown from the first whistle`,
    ],
    shootout: [
      (a) => `and the ${a.L} scoring ${a.lost} points was not enough`,
      (a) => `a track meet where the ${a.L} still scored ${a.lost}`,
    ],
    defensive: [
      (a) => `holding the ${a.L} to ${a.lost} points in a slugfest`,
      (a) => `scoring ${a.won} in a grind where every yard cost something`,
    ],
    upset: [
      (a) => `and the favoured ${a.L} got punched in the mouth`,
      (a) => `knocking off the ${a.L}, who the report had down as the favourite`,
    ],
    comfortable: [
      (a) => `by ${a.margin}, and it felt like more`,
      (a) => `a ${a.margin}-point win they earned the hard way`,
    ],
  },
  qb: {
    good: [
      (a) =>
        `${a.who} stood tall in the pocket: ${a.line}, with ${a.why}, because the line gave him time and he made them pay.`,
      (a) => `Respect to ${a.who}, tough as nails back there with ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} had a rough one, ${a.line}, and you cannot win with ${a.why}.`,
      (a) => `I like ${a.who}, but ${a.why} will get you beat every time, whatever the line says: ${a.line}.`,
    ],
    plain: [(a) => `${a.who} slung it for ${a.line}.`, (a) => `${a.who} put up a workmanlike ${a.line}.`],
  },
  runner: {
    good: [
      (a) => `${a.who} ran angry behind the big fellas up front: ${a.line}, ${a.why}.`,
      (a) => `${a.who} pounded out ${a.line}, and ${a.why} is a line winning the war.`,
    ],
    poor: [
      (a) => `The front got beat and ${a.who} had nowhere to go: ${a.line}, ${a.why}.`,
      (a) => `Tough sledding for ${a.who}: ${a.line}, and ${a.why}.`,
    ],
    plain: [(a) => `${a.who} churned out ${a.line}.`, (a) => `${a.who} kept the chains honest with ${a.line}.`],
  },
  receiver: {
    good: [
      (a) => `${a.who} went up and got it with strong hands: ${a.line}, ${a.why}.`,
      (a) => `${a.who} was a sure-handed target all day, with ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} left plays out there: ${a.line}, ${a.why}.`,
      (a) => `Catch the football, ${a.who}: ${a.why}, and ${a.line}.`,
    ],
    plain: [(a) => `${a.who} hauled in ${a.line}.`, (a) => `${a.who} chipped in ${a.line}.`],
  },
  defender: {
    good: [
      (a) => `${a.who} brought the wood like every snap was his last: ${a.line}.`,
      (a) => `${a.who} lived in the backfield with ${a.line}, and that is how you play defence.`,
    ],
    plain: [(a) => `${a.who} kept swinging with ${a.line}.`, (a) => `${a.who} cleaned up with ${a.line}.`],
  },
  hinge: [(c) => `It flipped when ${c}.`, (c) => `The difference is simple, ${c}.`, (c) => `Bottom line, ${c}.`],
  totals: [
    (c) => `Look at the trenches, where ${c}.`,
    (c) => `Count the yards, because that is where it gets decided, and ${c}.`,
  ],
  closings: [
    (a) => `${a.score}, and somebody brought a lunch pail: the ${a.W}.`,
    (a) => `Give ${a.star} the game ball, because that is how you win by ${a.margin}.`,
    (a) => `The ${a.L} go home sore and the ${a.W} go home ${a.score} winners, and tape does not lie.`,
    (a) => `I have been in those huddles, and a ${a.score} win like this gets built in practice by ${a.star}.`,
    (a) => `Respect, because the ${a.W} earned every bit of that ${a.margin}-point margin.`,
    (a) => `Film does not lie, and the ${a.W} out-toughed the ${a.L} with ${a.star} in front.`,
  ],
  tieClosings: [
    (a) => `${a.score}, and both the ${a.H} and the ${a.A} left it all out there.`,
    (a) => `A tie at ${a.score} and nobody quit: the ${a.H} and the ${a.A} both earned that.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, and they earned every bit of it.`,
      (a) => `At ${a.r}, the ${a.T} ${a.parts}, and that is grit.`,
    ],
    avenged: [
      (a) => `The ${a.T} avenged their ${a.week} defeat, and you know they circled it.`,
      (a) => `That one was personal, and the ${a.T} avenged their ${a.week} defeat.`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, and he works for every one.`,
      (a) => `Right now ${a.who} leads the league with ${a.total} ${a.stat}.`,
    ],
    place: [
      (a) => `The ${a.T} are ${a.spot}${a.rival}, and they will have to fight to stay there.`,
      (a) => `Right now the ${a.T} sit ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `${a.who} went out and got a season high in ${a.stat}.`,
      (a) => `A season high in ${a.stat} for ${a.who}, and he earned it.`,
    ],
    won: [(a) => `The ${a.T} go to ${a.r}, and they earned it.`, (a) => `The ${a.T} are ${a.r} and walking tall.`],
    lost: [
      (a) => `The ${a.T} go to ${a.r}, and they have to get tougher.`,
      (a) => `The ${a.T} are ${a.r} and have to answer.`,
    ],
    next: [
      (a) => `There is no rest, because the ${a.T} ${a.go} next, in ${a.week}.`,
      (a) => `The ${a.T} strap it up again and ${a.go} next, in ${a.week}.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, so listen up.`,
      (n) => `${n.title}, and I have got thoughts on this ${n.what}.`,
      (n) => `${n.title}, and straight from the trenches, here is the deal.`,
    ],
    bio: [(a) => `${a.who} is a ${a.age}-year-old ${a.pos}${a.team}, and that is a grown man's job.`],
    contract: [
      (a) =>
        `${a.who} has ${a.left} left on a ${a.length}-year contract, and that is the number the front office works with.`,
    ],
    injury: [(a) => `The roster lists ${a.who} as out ${a.out}, and somebody has to step up in the meantime.`],
    season: [(a) => `${a.who} has piled up ${a.totals} on the season through ${a.through}, and that is hard work.`],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and that record was built in the trenches.`],
  },
};
