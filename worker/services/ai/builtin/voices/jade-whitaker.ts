// Jade Whitaker, locker-room reporter: conversational; the players' own words first when the author
// gave any, then what the stat lines will have the room talking about.
import type { Voice } from "../voice";

export const jadeWhitaker: Voice = {
  order: ["quotes", "winner", "loser", "hinge", "defence", "totals"],
  openings: [
    (a) => `The ${a.Wf} have plenty to smile about after a ${a.score} win over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} had plenty to talk about after beating the ${a.Lf} ${a.score}${a.at}, ${a.how}.`,
    (a) => `So the ${a.Wf} beat the ${a.Lf} ${a.won}-${a.lost}${a.at}, ${a.how}.`,
    (a) =>
      `Ask anyone with the ${a.Wf} and they will point to the scoreboard: ${a.score} over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} got the one they wanted, ${a.score} against the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `Honestly, the ${a.Wf} earned this ${a.score} win over the ${a.Lf}${a.at}, ${a.how}.`,
  ],
  ties: [
    (a) => `Nobody in either room got what they wanted${a.at}: the ${a.H} and the ${a.A} tied ${a.score}.`,
    (a) => `A ${a.score} tie${a.at} leaves the ${a.H} and the ${a.A} with plenty to talk about.`,
  ],
  shapes: {
    "one-score": [
      (a) => `a ${a.margin}-point game that had everybody holding their breath`,
      (a) => `and with a ${a.margin}-point margin, nobody is calling it easy`,
    ],
    blowout: [
      (a) => `a ${a.margin}-point win that made for an easy week of conversations`,
      (a) => `and a ${a.margin}-point margin is a lot of breathing room`,
    ],
    shootout: [
      (a) => `even with the ${a.L} putting up ${a.lost}`,
      (a) => `in a shootout the offences will talk about for a while, with the ${a.L} scoring ${a.lost} points`,
    ],
    defensive: [
      (a) => `and the defence will want the credit for holding the ${a.L} to ${a.lost}`,
      (a) => `in a grind where the ${a.W} needed only ${a.won} points`,
    ],
    upset: [
      (a) => `and beating the ${a.L}, the favourites by the report, is the kind of win a team rallies around`,
      (a) => `an upset of the favoured ${a.L}`,
    ],
    comfortable: [
      (a) => `a ${a.margin}-point win with little drama`,
      (a) => `by ${a.margin}, a clean day at the office`,
    ],
  },
  qb: {
    good: [
      (a) => `The guy everyone will want to talk to is ${a.who}: ${a.line}, ${a.why}.`,
      (a) => `${a.who} gave his teammates something to celebrate, ${a.line} and ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} will face the questions after ${a.line}, and ${a.why} will be the first one.`,
      (a) => `It was not the day ${a.who} wanted: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} did his part with ${a.line}.`, (a) => `${a.who} finished with ${a.line}.`],
  },
  runner: {
    good: [
      (a) => `${a.who} will be getting a few pats on the back for ${a.line}, ${a.why}.`,
      (a) => `The offensive line will want some credit for the day ${a.who} had: ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} will want this one back: ${a.line}, ${a.why}.`,
      (a) => `A frustrating afternoon for ${a.who}, ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} chipped in ${a.line}.`, (a) => `${a.who} added ${a.line} on the ground.`],
  },
  receiver: {
    good: [
      (a) => `${a.who} was the go-to guy again, ${a.line}, ${a.why}.`,
      (a) => `Teammates will be talking about ${a.who} all week: ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} will be the first to say he left some out there: ${a.line}, ${a.why}.`,
      (a) => `A tough day at the office for ${a.who}, ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} pulled in ${a.line}.`, (a) => `${a.who} came away with ${a.line}.`],
  },
  defender: {
    good: [
      (a) => `Over on the defensive side, ${a.who} earned his bragging rights: ${a.line}.`,
      (a) => `${a.who} gave the defence something to shout about, ${a.line}.`,
    ],
    plain: [(a) => `${a.who} put in a solid shift, ${a.line}.`, (a) => `${a.who} did the dirty work, ${a.line}.`],
  },
  hinge: [
    (c) => `Both teams will keep coming back to how ${c}.`,
    (c) => `The talking point of the week is that ${c}.`,
    (c) => `${c}, and everybody knows that was the difference.`,
  ],
  totals: [(c) => `For the folks who like the numbers, ${c}.`, (c) => `The stat sheet going round says ${c}.`],
  closings: [
    (a) => `The ${a.W} head into the week feeling good at ${a.score}, and the attention goes to ${a.star}.`,
    (a) => `For the ${a.L}, a ${a.margin}-point loss means a long week of honest conversations.`,
    (a) => `After ${a.score}, ${a.star} will be the name on everybody's lips.`,
    (a) => `The ${a.W} will enjoy this ${a.score} one, and the ${a.L} will be back to work.`,
    (a) => `One thing is clear from the ${a.W} side: ${a.star} set the tone.`,
    (a) => `A ${a.margin}-point win, a good mood, and the ${a.W} move on.`,
  ],
  tieClosings: [
    (a) => `The ${a.H} and the ${a.A} both leave with ${a.score} and a lot to say about it.`,
    (a) => `Nobody celebrated a ${a.score} tie; the ${a.H} and the ${a.A} both wanted more.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, and you could feel it afterwards.`,
      (a) => `The ${a.T}, now ${a.r}, ${a.parts}.`,
    ],
    avenged: [
      (a) => `The ${a.T} avenged their ${a.week} defeat, and they had been waiting for it.`,
      (a) => `It felt personal, and the ${a.T} avenged their ${a.week} defeat.`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, and everybody knows it.`,
      (a) => `These days ${a.who} leads the league with ${a.total} ${a.stat}.`,
    ],
    place: [
      (a) => `The ${a.T} find themselves ${a.spot}${a.rival}.`,
      (a) => `Look at the table and the ${a.T} are ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `It was a day to remember for ${a.who}, a season high in ${a.stat}.`,
      (a) => `${a.who} got to a season high in ${a.stat}.`,
    ],
    won: [
      (a) => `The ${a.T} are ${a.r} now, and the locker room will feel it.`,
      (a) => `That moves the ${a.T} to ${a.r}.`,
    ],
    lost: [(a) => `The ${a.T} are ${a.r} now, and the mood will be quieter.`, (a) => `It drops the ${a.T} to ${a.r}.`],
    next: [
      (a) => `The ${a.T} get a week to regroup and ${a.go} next, in ${a.week}.`,
      (a) => `The ${a.T} turn the page and ${a.go} next, in ${a.week}.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, and word is out.`,
      (n) => `${n.title}, and everyone will be talking about this ${n.what}.`,
      (n) => `Here is the news everyone will be talking about, ${n.title}.`,
    ],
    bio: [(a) => `${a.who} is a ${a.age}-year-old ${a.pos}${a.team}, and the locker room knows the name.`],
    contract: [(a) => `${a.who} still has ${a.left} left on a ${a.length}-year contract.`],
    injury: [(a) => `The roster lists ${a.who} as out ${a.out}, and teammates will feel the absence.`],
    season: [(a) => `Through ${a.through}, ${a.who} has given the fans ${a.totals} on the season.`],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and the mood in the building follows the record.`],
  },
};
