// Marcus Vale, lead analyst: measured broadcast voice; the decisive factor first, then why it decided.
import type { Voice } from "../voice";

export const marcusVale: Voice = {
  order: ["hinge", "winner", "loser", "defence", "quotes", "totals"],
  openings: [
    (a) => `The ${a.Wf} defeated the ${a.Lf} ${a.score}${a.at}, ${a.how}.`,
    (a) => `Good evening, and the ${a.Wf} are ${a.score} winners over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `${a.score} is the final${a.at}: the ${a.Wf} over the ${a.Lf}, ${a.how}.`,
    (a) => `The ${a.Wf} took this one ${a.score} from the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `Tonight${a.at}, the ${a.Wf} won ${a.score} over the ${a.Lf}, ${a.how}.`,
    (a) => `A ${a.score} decision for the ${a.Wf} against the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} closed out the ${a.Lf} ${a.score}${a.at}, ${a.how}.`,
  ],
  ties: [
    (a) => `Neither side could land the final blow${a.at}: the ${a.H} and the ${a.A} finished level at ${a.score}.`,
    (a) => `The ${a.H} and the ${a.A} shared the spoils${a.at}, a ${a.score} tie that resolved nothing.`,
  ],
  shapes: {
    "one-score": [
      (a) => `a ${a.margin}-point margin that left no room for error`,
      (a) => `and a ${a.margin}-point margin is as narrow as this league gets`,
      (a) => `a ${a.margin}-point game decided by execution in the moments that mattered`,
    ],
    blowout: [
      (a) => `a ${a.margin}-point verdict that was never in doubt`,
      (a) => `and the ${a.margin}-point gap reflects a thorough performance`,
    ],
    shootout: [
      (a) => `an offensive exchange in which even the losing ${a.L} put up ${a.lost} points`,
      (a) => `the kind of scoring duel where the ${a.W} had the last answer`,
    ],
    defensive: [
      (a) => `a defensive contest in which the ${a.L} were held to ${a.lost} points`,
      (a) => `a low-scoring game in which the ${a.W} needed only ${a.won} points`,
    ],
    upset: [
      (a) => `an upset of the side the report called the favourite, the ${a.L}`,
      (a) => `upending the favoured ${a.L}`,
    ],
    comfortable: [
      (a) => `a ${a.margin}-point result built steadily rather than suddenly`,
      (a) => `a ${a.margin}-point win that rewarded the more complete side`,
    ],
  },
  qb: {
    good: [
      (a) => `${a.who} directed the offence with authority: ${a.line}, built on ${a.why}.`,
      (a) => `The plan went through ${a.who}, composed across ${a.line} with ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} finished with ${a.line}, but ${a.why} undercut the effort.`,
      (a) => `The numbers are mixed for ${a.who}: ${a.line}, and ${a.why} is the figure that lingers.`,
    ],
    plain: [
      (a) => `${a.who} managed the offence, finishing with ${a.line}.`,
      (a) => `Under centre, ${a.who} produced ${a.line}.`,
    ],
  },
  runner: {
    good: [
      (a) => `${a.who} set the tone on the ground with ${a.line}, a steady ${a.why}.`,
      (a) => `The running game belonged to ${a.who}: ${a.line}, or ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} found little room, with ${a.line} and ${a.why}.`,
      (a) => `The ground game stalled with ${a.who}: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} added ${a.line}.`, (a) => `On the ground, ${a.who} contributed ${a.line}.`],
  },
  receiver: {
    good: [
      (a) => `${a.who} was the reliable target, with ${a.line}, ${a.why}.`,
      (a) => `${a.who} delivered ${a.line}, a dependable afternoon of ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} caught ${a.line}, but ${a.why} points to chances left on the field.`,
      (a) => `The connection with ${a.who} was uneven: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} contributed ${a.line}.`, (a) => `In the passing game, ${a.who} accounted for ${a.line}.`],
  },
  defender: {
    good: [
      (a) => `${a.who} anchored the defence with ${a.line}, the kind of day that changes the complexion of a game.`,
      (a) => `Defensively, the standout was ${a.who}: ${a.line}.`,
    ],
    plain: [(a) => `${a.who} led the defensive effort with ${a.line}.`, (a) => `${a.who} was credited with ${a.line}.`],
  },
  hinge: [
    (c) => `The decisive difference is clear in the box score, where ${c}.`,
    (c) => `Look past the scoreline and the story is that ${c}.`,
    (c) => `In hindsight the hinge was simple, as ${c}.`,
  ],
  totals: [(c) => `Measured in yards, ${c}.`, (c) => `In the broader picture, ${c}.`],
  closings: [
    (a) => `The standings will record ${a.score}; the film will show how the ${a.W} built it.`,
    (a) => `For the ${a.W}, preparation met opportunity, and ${a.star} made the most of it.`,
    (a) => `The ${a.L} will study this one closely; the ${a.W} will simply bank it.`,
    (a) => `This was a professional performance from the ${a.W}, and ${a.star} set its standard.`,
    (a) => `That is how contenders separate themselves, the ${a.W} by ${a.margin}, with ${a.star} at the heart of it.`,
    (a) => `The ${a.W} leave with the result and the ${a.L} with questions; we will be watching both.`,
  ],
  tieClosings: [
    (a) => `The ${a.H} and the ${a.A} will both see a result they could have won at ${a.score}.`,
    (a) => `${a.score}, and the debate between the ${a.H} and the ${a.A} carries on.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, and it shows in the table.`,
      (a) => `The ${a.T}, now ${a.r}, ${a.parts}.`,
    ],
    avenged: [
      (a) => `In doing so, the ${a.T} avenged their ${a.week} defeat.`,
      (a) => `The ${a.T} avenged their ${a.week} defeat, a point worth remembering.`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, more than anyone else has.`,
      (a) => `Across the season, ${a.who} leads the league with ${a.total} ${a.stat}.`,
    ],
    place: [
      (a) => `The ${a.T} stand ${a.spot}${a.rival}.`,
      (a) => `The standings have the ${a.T} ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `${a.who} reached a season high in ${a.stat}.`,
      (a) => `For ${a.who}, it was a season high in ${a.stat}.`,
    ],
    won: [(a) => `The ${a.T} improve to ${a.r} with it.`, (a) => `With the win, the ${a.T} move to ${a.r}.`],
    lost: [(a) => `The ${a.T} fall to ${a.r}.`, (a) => `The defeat drops the ${a.T} to ${a.r}.`],
    next: [
      (a) => `The ${a.T} ${a.go} next, in ${a.week}, and that game will say more.`,
      (a) => `In ${a.week}, the ${a.T} ${a.go} next.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, and that is tonight's headline.`,
      (n) => `${n.title}, and here is what we know.`,
      (n) => `${n.title}, our top ${n.what} tonight.`,
    ],
    bio: [(a) => `${a.who} is a ${a.age}-year-old ${a.pos}${a.team}, a detail worth keeping in mind.`],
    contract: [(a) => `${a.who} has ${a.left} left on a ${a.length}-year contract, which frames the decision.`],
    injury: [(a) => `The roster lists ${a.who} as out ${a.out}, and that absence will be measured.`],
    season: [(a) => `Through ${a.through}, ${a.who} has recorded ${a.totals} on the season.`],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and that context matters here.`],
  },
};
