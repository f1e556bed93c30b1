// Lou Brannigan, commentator: exclamatory play-by-play colour, vivid verbs, big plays first.
import type { Voice } from "../voice";

export const louBrannigan: Voice = {
  order: ["winner", "defence", "loser", "quotes", "hinge", "totals"],
  openings: [
    (a) => `What a game${a.at}, as the ${a.Wf} take down the ${a.Lf} ${a.score}, ${a.how}!`,
    (a) => `Oh, baby, ${a.Wf} ${a.won}, ${a.Lf} ${a.lost}${a.at}, ${a.how}!`,
    (a) => `Buckle up, because the ${a.Wf} knocked off the ${a.Lf} ${a.score}${a.at}, ${a.how}!`,
    (a) => `Fireworks${a.at}, where the ${a.Wf} beat the ${a.Lf} ${a.score}, ${a.how}!`,
    (a) => `Hold on to your headsets, because the ${a.Wf} are ${a.score} winners over the ${a.Lf}${a.at}, ${a.how}!`,
    (a) => `Ring the bell for ${a.score}, the ${a.Wf} over the ${a.Lf}${a.at}, ${a.how}!`,
  ],
  ties: [
    (a) => `Nobody blinks${a.at} as the ${a.H} and the ${a.A} go the distance and finish ${a.score}!`,
    (a) => `Deadlock${a.at}! ${a.score} between the ${a.H} and the ${a.A}!`,
  ],
  shapes: {
    "one-score": [
      (a) => `a ${a.margin}-point nail-biter to the final gun`,
      (a) => `and a ${a.margin}-point margin is all that separated them`,
    ],
    blowout: [
      (a) => `a ${a.margin}-point fireworks show`,
      (a) => `and the scoreboard operator needed a breather after a ${a.margin}-point romp`,
    ],
    shootout: [
      (a) => `a shootout for the highlight reel with the ${a.L} scoring ${a.lost} points`,
      (a) => `a track meet where even the losing ${a.L} put up ${a.lost} points`,
    ],
    defensive: [
      (a) => `a slugfest where every inch was a war and the ${a.W} needed only ${a.won} points`,
      (a) => `holding the ${a.L} to ${a.lost} in a defensive brawl`,
    ],
    upset: [
      (a) => `and the favoured ${a.L} never saw it coming`,
      (a) => `an upset special over the ${a.L}, the favourites on paper`,
    ],
    comfortable: [(a) => `a ${a.margin}-point ride that never let up`, (a) => `by ${a.margin} with plenty of sizzle`],
  },
  qb: {
    good: [
      (a) => `${a.who} was dealing, ${a.line} with ${a.why}, so put it on the highlight reel!`,
      (a) => `Give me ${a.who} all day long: ${a.line}, with ${a.why}!`,
    ],
    poor: [
      (a) => `${a.who} let it fly for ${a.line}, but ouch, ${a.why}!`,
      (a) => `A wild ride for ${a.who}: ${a.line}, and ${a.why} to forget.`,
    ],
    plain: [(a) => `${a.who} slung it for ${a.line}!`, (a) => `${a.who} let it rip: ${a.line}.`],
  },
  runner: {
    good: [
      (a) => `${a.who} was off to the races, ${a.line}, ${a.why}!`,
      (a) => `Look out for ${a.who}, who burst through for ${a.line} at ${a.why}!`,
    ],
    poor: [
      (a) => `${a.who} ran into a wall: ${a.line}, ${a.why}.`,
      (a) => `No daylight for ${a.who}: ${a.line} and ${a.why}.`,
    ],
    plain: [(a) => `${a.who} juked his way to ${a.line}!`, (a) => `${a.who} churned out ${a.line}.`],
  },
  receiver: {
    good: [
      (a) => `${a.who} was catching everything, ${a.line}, ${a.why}!`,
      (a) => `Somebody cover ${a.who}, because that is ${a.line}, ${a.why}!`,
    ],
    poor: [
      (a) => `${a.who} had the butterfingers: ${a.line}, ${a.why}.`,
      (a) => `Not the cleanest day for ${a.who}: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} snagged ${a.line}!`, (a) => `${a.who} hauled in ${a.line}.`],
  },
  defender: {
    good: [
      (a) => `And how about ${a.who} on defence, boom, ${a.line}!`,
      (a) => `${a.who} was flying around like his hair was on fire: ${a.line}!`,
    ],
    plain: [(a) => `${a.who} was all over the field with ${a.line}.`, (a) => `${a.who} racked up ${a.line}.`],
  },
  hinge: [
    (c) => `And here is the swing, folks, ${c}!`,
    (c) => `The game tilted, folks, when ${c}!`,
    (c) => `There is your turning point, ${c}!`,
  ],
  totals: [(c) => `Tally it up and ${c}!`, (c) => `The yardage meter says ${c}.`],
  closings: [
    (a) => `What a show, ${a.score}, and ${a.star} put on a big part of it!`,
    (a) => `Book it, the ${a.W} by ${a.margin}, and the highlight package belongs to ${a.star}!`,
    (a) => `That is all, folks, ${a.W} ${a.score}, and roll the tape!`,
    (a) => `Put a bow on it, the ${a.W} win ${a.score} and the ${a.L} head home!`,
    (a) => `Somebody call the highlight crew, because ${a.star} just made the reel in a ${a.score} win!`,
    (a) => `Final gun, final word, oh baby, ${a.W} by ${a.margin}!`,
  ],
  tieClosings: [
    (a) => `That is all, folks, ${a.score}, and nobody goes home happy!`,
    (a) => `${a.score}, and the ${a.H} and the ${a.A} will have to settle it another day!`,
  ],
  season: {
    streak: [(a) => `The ${a.T} (${a.r}) ${a.parts}!`, (a) => `The ${a.T}, now ${a.r}, ${a.parts}, folks!`],
    avenged: [
      (a) => `And the ${a.T} avenged their ${a.week} defeat, baby!`,
      (a) => `Revenge is sweet, and the ${a.T} avenged their ${a.week} defeat!`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, folks!`,
      (a) => `Would you look at that, ${a.who} leads the league with ${a.total} ${a.stat}!`,
    ],
    place: [
      (a) => `And the ${a.T} are ${a.spot}${a.rival}!`,
      (a) => `Check the table, the ${a.T} sit ${a.spot}${a.rival}!`,
    ],
    high: [
      (a) => `A season high in ${a.stat} for ${a.who}, how about that!`,
      (a) => `${a.who} hit a season high in ${a.stat}!`,
    ],
    won: [(a) => `The ${a.T} climb to ${a.r}, folks!`, (a) => `Up go the ${a.T}, all the way to ${a.r}!`],
    lost: [(a) => `The ${a.T} slide to ${a.r}, and that one stings!`, (a) => `Down go the ${a.T}, to ${a.r}!`],
    next: [
      (a) => `Mark the calendar, the ${a.T} ${a.go} next, in ${a.week}!`,
      (a) => `Coming up in ${a.week}, the ${a.T} ${a.go} next!`,
    ],
  },
  news: {
    openings: [(n) => `${n.title}!`, (n) => `Stop the presses, ${n.title}!`, (n) => `Oh, baby, ${n.title}!`],
    bio: [(a) => `${a.who} is a ${a.age}-year-old ${a.pos}${a.team}, folks!`],
    contract: [(a) => `And ${a.who} has ${a.left} left on a ${a.length}-year contract!`],
    injury: [(a) => `Bad news, folks, the roster lists ${a.who} as out ${a.out}!`],
    season: [(a) => `How about ${a.who}, with ${a.totals} on the season through ${a.through}!`],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and what a ride it has been!`],
  },
};
