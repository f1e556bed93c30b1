// Theo Okonkwo, X's and O's specialist: what the numbers say about the plan, explained clearly;
// the passing game and its structure first.
import type { Voice } from "../voice";

export const theoOkonkwo: Voice = {
  order: ["winner", "totals", "defence", "loser", "hinge", "quotes"],
  openings: [
    (a) => `Break down the tape and the ${a.Wf} had the better plan: ${a.score} over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} beat the ${a.Lf} ${a.score}${a.at}, ${a.how}, and the box score shows the design behind it.`,
    (a) => `Scheme won this one for the ${a.Wf}, ${a.won}-${a.lost} over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `In the film room, the ${a.Wf} solved the ${a.Lf}, ${a.score}${a.at}, ${a.how}.`,
    (a) =>
      `The ${a.Wf} found the answers on the whiteboard and on the field, ${a.score} against the ${a.Lf}${a.at}, ${a.how}.`,
    (a) =>
      `On the chalkboard and on the scoreboard, the ${a.Wf} were ahead: ${a.score} over the ${a.Lf}${a.at}, ${a.how}.`,
  ],
  ties: [
    (a) => `Two game plans cancelled each other out${a.at}: the ${a.H} and the ${a.A}, ${a.score}.`,
    (a) => `Neither the ${a.H} nor the ${a.A} found the decisive answer${a.at}, and it ended ${a.score}.`,
  ],
  shapes: {
    "one-score": [
      (a) => `a ${a.margin}-point game decided by a few snaps of execution`,
      (a) => `by ${a.margin} in a matchup of adjustments`,
    ],
    blowout: [
      (a) => `a ${a.margin}-point mismatch from a structural advantage`,
      (a) => `by ${a.margin}, with the ${a.L} never solving the design`,
    ],
    shootout: [
      (a) => `a shootout where both playbooks found answers and the ${a.L} still reached ${a.lost}`,
      (a) => `a duel of offensive designs in which the ${a.W} climbed to ${a.won} points`,
    ],
    defensive: [
      (a) => `a game where the defensive structure held the ${a.L} to ${a.lost}`,
      (a) => `a win built on coverage rather than fireworks, with the ${a.W} needing only ${a.won} points`,
    ],
    upset: [
      (a) => `out-designing the ${a.L}, the favourites by the report`,
      (a) => `an upset of the favoured ${a.L} that the matchups explain`,
    ],
    comfortable: [
      (a) => `a ${a.margin}-point win built on sound structure`,
      (a) => `by ${a.margin}, with the matchups tilted their way`,
    ],
  },
  qb: {
    good: [
      (a) => `${a.who} read the coverage and delivered on time: ${a.line}, ${a.why}.`,
      (a) => `The progression reads were clean for ${a.who}, ${a.line} with ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} struggled to decode the coverage: ${a.line}, ${a.why}.`,
      (a) => `The reads were late for ${a.who}, and ${a.why} on ${a.line} is the result.`,
    ],
    plain: [
      (a) => `${a.who} worked through the concepts for ${a.line}.`,
      (a) => `The passing structure went through ${a.who}: ${a.line}.`,
    ],
  },
  runner: {
    good: [
      (a) => `The run scheme was blocked the way it was drawn for ${a.who}: ${a.line}, ${a.why}.`,
      (a) => `${a.who} pressed the hole and cut back on time, ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `The fronts had the run game diagnosed against ${a.who}: ${a.line}, ${a.why}.`,
      (a) => `${a.who} met unblocked defenders too often, ${a.line}, ${a.why}.`,
    ],
    plain: [
      (a) => `${a.who} carried the run concepts for ${a.line}.`,
      (a) => `On the ground, the design produced ${a.line} for ${a.who}.`,
    ],
  },
  receiver: {
    good: [
      (a) => `${a.who} won his matchup on the route tree: ${a.line}, ${a.why}.`,
      (a) => `The concepts kept freeing ${a.who}, who turned them into ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `The coverage took ${a.who} away: ${a.line}, ${a.why}.`,
      (a) => `${a.who} was bracketed into a quiet day, ${a.line}, ${a.why}.`,
    ],
    plain: [
      (a) => `${a.who} worked the middle of the field for ${a.line}.`,
      (a) => `${a.who} found space in the route concepts for ${a.line}.`,
    ],
  },
  defender: {
    good: [
      (a) => `The defensive design put ${a.who} in position, and he finished with ${a.line}.`,
      (a) => `${a.who} was the chess piece of the defence: ${a.line}.`,
    ],
    plain: [
      (a) => `${a.who} held his spot in the structure for ${a.line}.`,
      (a) => `${a.who} read his keys for ${a.line}.`,
    ],
  },
  hinge: [
    (c) => `Structurally, the game tilted because ${c}.`,
    (c) => `The matchup that decided it shows up in the box score, where ${c}.`,
    (c) => `Diagram the difference and it comes to this, ${c}.`,
  ],
  totals: [(c) => `The design shows in the totals, as ${c}.`, (c) => `By phase of the offence, ${c}.`],
  closings: [
    (a) => `Scheme and execution lined up for the ${a.W}, and ${a.score} is the proof.`,
    (a) => `The ${a.L} will need new answers on the whiteboard after a ${a.margin}-point loss.`,
    (a) => `Put ${a.star} in the right concept and the ${a.W} win ${a.score}.`,
    (a) => `Diagram it however you like; the ${a.W} had the better plan by ${a.margin}.`,
    (a) => `The playbook depth showed for the ${a.W}, with ${a.star} the clearest illustration.`,
    (a) => `Expect the ${a.L} to study these concepts all week after ${a.score}.`,
  ],
  tieClosings: [
    (a) => `Two plans and no answer at ${a.score}, so the ${a.H} and the ${a.A} both head back to the whiteboard.`,
    (a) => `At ${a.score}, neither the ${a.H} nor the ${a.A} found the last adjustment.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, and the structure is holding.`,
      (a) => `At ${a.r}, the ${a.T} ${a.parts}, with the design coming together.`,
    ],
    avenged: [
      (a) => `The adjustments worked, and the ${a.T} avenged their ${a.week} defeat.`,
      (a) => `The ${a.T} avenged their ${a.week} defeat with a plan built for the rematch.`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, a product of the system.`,
      (a) => `Within the system, ${a.who} leads the league with ${a.total} ${a.stat}.`,
    ],
    place: [
      (a) => `Structurally, the ${a.T} are ${a.spot}${a.rival}.`,
      (a) => `The standings put the ${a.T} ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `The plan produced a season high in ${a.stat} for ${a.who}.`,
      (a) => `${a.who} found a season high in ${a.stat} inside the structure.`,
    ],
    won: [
      (a) => `The ${a.T} move to ${a.r} with a plan that works.`,
      (a) => `The design carries the ${a.T} to ${a.r}.`,
    ],
    lost: [
      (a) => `The ${a.T} fall to ${a.r} and head back to the whiteboard.`,
      (a) => `The ${a.T} drop to ${a.r}, with adjustments to make.`,
    ],
    next: [
      (a) => `The ${a.T} ${a.go} next, in ${a.week}, a new puzzle to solve.`,
      (a) => `In ${a.week}, the ${a.T} ${a.go} next, and the game plan starts over.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, and this ${n.what} goes straight to the film room.`,
      (n) => `${n.title}, and there is a schematic angle to it.`,
      (n) => `${n.title}, the ${n.what} first and the schemes after.`,
    ],
    bio: [(a) => `${a.who} is a ${a.age}-year-old ${a.pos}${a.team}, a piece every scheme has to fit.`],
    contract: [
      (a) => `${a.who} has ${a.left} left on a ${a.length}-year contract, a number that shapes any long-term plan.`,
    ],
    injury: [(a) => `The roster lists ${a.who} as out ${a.out}, so the plan has to change around him.`],
    season: [
      (a) => `${a.who} has ${a.totals} on the season through ${a.through}, production the schemes are built to create.`,
    ],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and the schemes will be judged on it.`],
  },
};
