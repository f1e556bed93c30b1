// Nora Ellingsen, feature writer: narrative; opens on the final image the facts give, follows one
// character through the story, closes on an image. Every image is made of the game's own facts.
import type { Voice } from "../voice";

export const noraEllingsen: Voice = {
  order: ["winner", "loser", "hinge", "quotes", "defence", "totals"],
  openings: [
    (a) => `When it was over${a.at}, the scoreboard read ${a.score}, and the ${a.Wf} had the ${a.Lf} beaten, ${a.how}.`,
    (a) =>
      `Some games are told in numbers, and this one ends in ${a.score}: the ${a.Wf} over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The story of the ${a.Wf} and the ${a.Lf}${a.at} has its last line written: ${a.score}, ${a.how}.`,
    (a) =>
      `For the ${a.Wf}, the ending was ${a.score}; for the ${a.Lf}, the same number told a harder tale${a.at}, ${a.how}.`,
    (a) => `${a.score}: that is where the ${a.Wf} and the ${a.Lf} left it${a.at}, ${a.how}.`,
    (a) =>
      `There are wins that arrive quietly and wins that announce themselves; the ${a.Wf} beat the ${a.Lf} ${a.score}${a.at}, ${a.how}.`,
  ],
  ties: [
    (a) => `Neither side got its ending${a.at}: the ${a.H} and the ${a.A}, ${a.score}, a story left unfinished.`,
    (a) => `The ${a.H} and the ${a.A} wrote the same last line${a.at}: ${a.score}.`,
  ],
  shapes: {
    "one-score": [
      (a) => `a story that stayed unresolved until the last of a ${a.margin}-point margin was settled`,
      (a) => `separated in the end by a ${a.margin}-point margin and a handful of choices`,
    ],
    blowout: [
      (a) => `a ${a.margin}-point chapter the ${a.L} will want to tear out`,
      (a) => `by ${a.margin}, a one-sided tale from start to finish`,
    ],
    shootout: [
      (a) => `a duel in which the ${a.L} scored ${a.lost} points and still found no happy ending`,
      (a) => `a back-and-forth tale in which the ${a.W} climbed to ${a.won} points before it ended`,
    ],
    defensive: [
      (a) => `a hard, patient story in which the ${a.W} needed only ${a.won} points`,
      (a) => `a game of inches that held the ${a.L} to ${a.lost}`,
    ],
    upset: [
      (a) => `an underdog's tale against the ${a.L}, the favourites of the report`,
      (a) => `and the favoured ${a.L} found themselves cast as the other side of an upset`,
    ],
    comfortable: [
      (a) => `a ${a.margin}-point story with a clear protagonist`,
      (a) => `by ${a.margin}, a tale of the steadier side`,
    ],
  },
  qb: {
    good: [
      (a) => `At the centre of it stood ${a.who}, whose ${a.why} gave the day its shape: ${a.line}.`,
      (a) => `The afternoon belonged to ${a.who}, written in ${a.line} and defined by ${a.why}.`,
    ],
    poor: [
      (a) => `For ${a.who}, the day held ${a.line} and the weight of ${a.why}.`,
      (a) => `${a.who} will remember ${a.why} longer than the rest of his ${a.line}.`,
    ],
    plain: [(a) => `${a.who} steered the offence through ${a.line}.`, (a) => `${a.who} gave the story ${a.line}.`],
  },
  runner: {
    good: [
      (a) => `${a.who} kept finding a way forward, ${a.line}, ${a.why}.`,
      (a) => `Every carry seemed to take ${a.who} somewhere: ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `The ground never opened for ${a.who}, who ended with ${a.line}, ${a.why}.`,
      (a) => `${a.who} pushed and pushed for ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} added his share, ${a.line}.`, (a) => `${a.who} supplied ${a.line}.`],
  },
  receiver: {
    good: [
      (a) => `Time and again the ball found ${a.who}: ${a.line}, ${a.why}.`,
      (a) => `${a.who} was the thread that tied the offence together, with ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} reached for more than he held: ${a.line}, ${a.why}.`,
      (a) => `It was an uneven day for ${a.who}, ${a.line}, ${a.why}.`,
    ],
    plain: [
      (a) => `${a.who} had his moments too, ${a.line}.`,
      (a) => `${a.who} added a chapter of his own, ${a.line}.`,
    ],
  },
  defender: {
    good: [
      (a) => `On the other side of the ball, the story belonged to ${a.who}: ${a.line}.`,
      (a) => `${a.who} wrote his own chapter on defence, ${a.line}.`,
    ],
    plain: [(a) => `${a.who} did the quiet work, ${a.line}.`, (a) => `${a.who} was there too, with ${a.line}.`],
  },
  hinge: [
    (c) => `Every story has its turn, and in this one ${c}.`,
    (c) => `The plot turned when ${c}.`,
    (c) => `If there is a moral here, it lives in the margins, where ${c}.`,
  ],
  totals: [(c) => `By the afternoon's end, ${c}.`, (c) => `In yards, ${c}.`],
  closings: [
    (a) => `The last image is the simplest one, ${a.score}, and ${a.star} at the centre of it.`,
    (a) => `The ${a.W} will carry this one forward; the ${a.L} will carry it too, differently.`,
    (a) => `For ${a.star}, it is a day to keep; for the ${a.L}, a ${a.margin}-point gap to think about.`,
    (a) => `Rivalries are built on days like this, ${a.W} ${a.score}, and a story the ${a.L} will want to rewrite.`,
    (a) => `And so the ${a.W} close the book at ${a.score}, with ${a.star} on its final page.`,
    (a) => `A ${a.margin}-point margin, a season's worth of feeling, and the ${a.W} on the right side of both.`,
  ],
  tieClosings: [
    (a) => `The ${a.H} and the ${a.A} walk away with the same number, ${a.score}, and different regrets.`,
    (a) => `Some stories refuse an ending, and ${a.score} is where this one paused.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, and the day will stay with them.`,
      (a) => `At ${a.r}, the ${a.T} ${a.parts}, a turn in their season.`,
    ],
    avenged: [
      (a) => `The ${a.T} avenged their ${a.week} defeat, and the story came full circle.`,
      (a) => `A debt was settled as the ${a.T} avenged their ${a.week} defeat.`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, a season still being written.`,
      (a) => `By now ${a.who} leads the league with ${a.total} ${a.stat}.`,
    ],
    place: [
      (a) => `Tonight the ${a.T} rest ${a.spot}${a.rival}.`,
      (a) => `The ${a.T} close the day ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `${a.who} wrote a season high in ${a.stat} into the day.`,
      (a) => `The day gave ${a.who} a season high in ${a.stat}.`,
    ],
    won: [(a) => `The ${a.T} walk away at ${a.r}.`, (a) => `The afternoon carries the ${a.T} to ${a.r}.`],
    lost: [(a) => `The ${a.T} go home at ${a.r}.`, (a) => `The afternoon leaves the ${a.T} at ${a.r}.`],
    next: [
      (a) => `The next chapter comes in ${a.week}, when the ${a.T} ${a.go} next.`,
      (a) => `The ${a.T} ${a.go} next, in ${a.week}, and the story goes on.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, and every season has its turning pages.`,
      (n) => `${n.title}, and with it a new storyline.`,
      (n) => `${n.title}, and the next chapter begins with this ${n.what}.`,
    ],
    bio: [(a) => `${a.who}, a ${a.age}-year-old ${a.pos}${a.team}, is at the centre of this chapter.`],
    contract: [
      (a) => `${a.who} has ${a.left} left on a ${a.length}-year contract, and that clock is part of the story.`,
    ],
    injury: [(a) => `For now the roster lists ${a.who} as out ${a.out}, a pause in the story.`],
    season: [(a) => `Through ${a.through}, the tale of ${a.who} reads ${a.totals} on the season.`],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and the season's arc bends around that.`],
  },
};
