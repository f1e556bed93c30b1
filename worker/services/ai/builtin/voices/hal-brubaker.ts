// Coach Hal Brubaker, tactical analyst: coach-speak; what won the situational battles, in the order
// a staff would grade the film: ball security, the defence, then the offence.
import type { Voice } from "../voice";

export const halBrubaker: Voice = {
  order: ["hinge", "defence", "totals", "winner", "loser", "quotes"],
  openings: [
    (a) => `The ${a.Wf} won the situational football and beat the ${a.Lf} ${a.score}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} did the little things and won ${a.score} over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `Grade the film and it says ${a.Wf} ${a.won}, ${a.Lf} ${a.lost}${a.at}, ${a.how}.`,
    (a) => `From the coaching chair, the ${a.Wf} earned their ${a.score} win over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} won the plan and the game, ${a.score} over the ${a.Lf}${a.at}, ${a.how}.`,
    (a) => `The ${a.Wf} out-executed the ${a.Lf}${a.at} and won ${a.score}, ${a.how}.`,
  ],
  ties: [
    (a) => `Neither staff found the last adjustment${a.at}: the ${a.H} and the ${a.A} finished ${a.score}.`,
    (a) =>
      `The ${a.H} and the ${a.A} played each other to a ${a.score} standstill${a.at}, and both staffs will grade it hard.`,
  ],
  shapes: {
    "one-score": [
      (a) => `a ${a.margin}-point game where every possession had to be managed`,
      (a) => `by ${a.margin}, the kind of game won on ball security and clock`,
    ],
    blowout: [
      (a) => `a ${a.margin}-point win where the plan worked from the first series`,
      (a) => `by ${a.margin}, and the game plan was never in question`,
    ],
    shootout: [
      (a) => `with the ${a.L} scoring ${a.lost}, so the last stop was the one that counted`,
      (a) => `a game where both offences moved it and the ${a.W} got the final answer`,
    ],
    defensive: [
      (a) => `holding the ${a.L} to ${a.lost} points on sound assignment football`,
      (a) => `with the ${a.W} needing only ${a.won} points because the defence did its job`,
    ],
    upset: [
      (a) => `beating the ${a.L}, the favourite by the report, with a better plan`,
      (a) => `and the favoured ${a.L} got out-coached`,
    ],
    comfortable: [
      (a) => `by ${a.margin} in a game they controlled`,
      (a) => `a ${a.margin}-point win built possession by possession`,
    ],
  },
  qb: {
    good: [
      (a) => `${a.who} executed the plan: ${a.line}, ${a.why}, and that is disciplined football.`,
      (a) => `Days like the one ${a.who} had are why you coach quarterbacks: ${a.line} with ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} has to protect the football; ${a.why} on ${a.line} is a coaching point this week.`,
      (a) => `${a.line} from ${a.who}, but ${a.why} is what the staff will circle on film.`,
    ],
    plain: [
      (a) => `${a.who} operated the offence for ${a.line}.`,
      (a) => `${a.who} went ${a.line}, sticking to the script.`,
    ],
  },
  runner: {
    good: [
      (a) =>
        `The run game stayed on schedule behind ${a.who}: ${a.line}, ${a.why}, which keeps you out of third-and-long.`,
      (a) => `${a.who} gave the play-caller options with ${a.line}, ${a.why}.`,
    ],
    poor: [
      (a) => `${a.who} could not keep the offence on schedule: ${a.line}, ${a.why}.`,
      (a) => `The run game left the offence behind the chains with ${a.who}: ${a.line}, ${a.why}.`,
    ],
    plain: [(a) => `${a.who} handled the run-game calls for ${a.line}.`, (a) => `${a.who} ground out ${a.line}.`],
  },
  receiver: {
    good: [
      (a) => `${a.who} ate up the routes the play asked for: ${a.line}, ${a.why}.`,
      (a) => `${a.who} was open on schedule, and ${a.line} with ${a.why} shows it.`,
    ],
    poor: [
      (a) => `${a.who} never found a rhythm: ${a.line}, ${a.why}.`,
      (a) => `${a.who} has to finish plays; ${a.why} for ${a.line} leaves yards on the field.`,
    ],
    plain: [(a) => `${a.who} moved the sticks with ${a.line}.`, (a) => `${a.who} did his job with ${a.line}.`],
  },
  defender: {
    good: [
      (a) => `${a.who} played assignment-sound football and more: ${a.line}.`,
      (a) => `Defensive coaches will show the tape of ${a.who} in meetings: ${a.line}.`,
    ],
    plain: [(a) => `${a.who} did his job in the front, with ${a.line}.`, (a) => `${a.who} fit his gaps for ${a.line}.`],
  },
  hinge: [
    (c) => `Ball security decided it, because ${c}.`,
    (c) => `${c}, and the staff will circle that first on film.`,
    (c) => `${c}, a coaching point that won the game.`,
  ],
  totals: [(c) => `On the stat sheet ${c}.`, (c) => `Grade the whole game and ${c}.`],
  closings: [
    (a) => `Good teams win the situations, and the ${a.W} won enough of them to take ${a.score}.`,
    (a) => `The ${a.L} staff has a ${a.margin}-point loss on film to fix; the ${a.W} staff has ${a.star} to thank.`,
    (a) => `That is complementary football, ${a.W} ${a.score}, and ${a.star} did the job.`,
    (a) => `Put the ${a.score} on the board and move on; the ${a.W} will find things to clean up too.`,
    (a) => `Win the details and you win the game, and the ${a.W} did, by ${a.margin}.`,
    (a) => `The plan and the players lined up for the ${a.W}, and ${a.star} made the plan look good.`,
  ],
  tieClosings: [
    (a) => `At ${a.score}, both the ${a.H} and the ${a.A} staffs will be up late with the film.`,
    (a) => `${a.score}: a game neither the ${a.H} nor the ${a.A} managed well enough to win.`,
  ],
  season: {
    streak: [
      (a) => `The ${a.T} (${a.r}) ${a.parts}, and the staff will take it.`,
      (a) => `At ${a.r}, the ${a.T} ${a.parts}.`,
    ],
    avenged: [
      (a) => `The ${a.T} avenged their ${a.week} defeat with a better plan.`,
      (a) => `With the film fixed, the ${a.T} avenged their ${a.week} defeat.`,
    ],
    lead: [
      (a) => `${a.who} leads the league with ${a.total} ${a.stat}, and that is preparation.`,
      (a) => `On the season, ${a.who} leads the league with ${a.total} ${a.stat}.`,
    ],
    place: [
      (a) => `The ${a.T} sit ${a.spot}${a.rival}, and the staff knows it.`,
      (a) => `In the standings, the ${a.T} are ${a.spot}${a.rival}.`,
    ],
    high: [
      (a) => `That was a season high in ${a.stat} for ${a.who}.`,
      (a) => `${a.who} graded out with a season high in ${a.stat}.`,
    ],
    won: [
      (a) => `Bank the win and the ${a.T} move to ${a.r}.`,
      (a) => `The ${a.T} take the result and improve to ${a.r}.`,
    ],
    lost: [
      (a) => `The ${a.T} fall to ${a.r} and have film to fix.`,
      (a) => `It drops the ${a.T} to ${a.r}, and the staff will grade it hard.`,
    ],
    next: [
      (a) => `The ${a.T} install the plan to ${a.go} next, in ${a.week}.`,
      (a) => `Preparation starts now for the ${a.T}, who ${a.go} next, in ${a.week}.`,
    ],
  },
  news: {
    openings: [
      (n) => `${n.title}, and here is why a staff would care.`,
      (n) => `${n.title}.`,
      (n) => `${n.title}, and from the coaching chair this ${n.what} matters.`,
    ],
    bio: [(a) => `${a.who} is a ${a.age}-year-old ${a.pos}${a.team}, and a staff plans around that.`],
    contract: [
      (a) => `${a.who} has ${a.left} left on a ${a.length}-year contract, and a coach counts those years too.`,
    ],
    injury: [(a) => `The roster lists ${a.who} as out ${a.out}, and the game plan has to account for it.`],
    season: [(a) => `${a.who} has ${a.totals} on the season through ${a.through}, a body of work a coach can trust.`],
    record: [(a) => `The ${a.T} are ${a.r} through ${a.through}, and every staff in the division knows it.`],
  },
};
