// The nine personas' voices for the built-in writer. Only phrasing lives here: every fact (names,
// teams, numbers) is passed in, so no template can invent one. Each voice has two or more variants
// of its lede and close so articles differ by id.

export interface GameFacts {
  winner: string;
  loser: string;
  /** "24-17" */
  score: string;
  tie: boolean;
  home: string;
  away: string;
}

export interface NewsFacts {
  title: string;
  /** "trade", "team update", … */
  category: string;
  /** "in the NFL" or "" */
  where: string;
}

export interface Verbs {
  pass: string;
  rush: string;
  catch: string;
  defend: string;
}

export interface Voice {
  ledes: ((f: GameFacts) => string)[];
  tieLede: (f: GameFacts) => string;
  newsLedes: ((n: NewsFacts) => string)[];
  verbs: Verbs;
  performersIntro: string;
  turning: (moment: string) => string;
  quotes: string;
  color: string[];
  closes: string[];
  newsCloses: string[];
}

export const VOICES: Record<string, Voice> = {
  "marcus-vale": {
    ledes: [
      (f) =>
        `The decisive moment belonged to the ${f.winner}, who closed out the ${f.loser} ${f.score} in a game that turned on execution rather than luck.`,
      (f) =>
        `Good evening. The ${f.winner} defeated the ${f.loser} ${f.score}, and the story of this one is how a plan held up under pressure.`,
    ],
    tieLede: (f) =>
      `Neither side could land the final blow: the ${f.home} and the ${f.away} finished level at ${f.score}, a result that says as much about resilience as about missed chances.`,
    newsLedes: [
      (n) => `Tonight's headline ${n.where}: ${n.title}. Here is what we know, and why it matters.`,
      (n) => `A significant ${n.category} story ${n.where} leads our coverage: ${n.title}.`,
    ],
    verbs: { pass: "directed the offense, going", rush: "set the tone on the ground, running for", catch: "delivered", defend: "anchored the defense" },
    performersIntro: "The individual performances explain the result.",
    turning: (m) => `The game's hinge is clear in hindsight. ${m}`,
    quotes: "Afterward, the words from the field were telling.",
    color: [
      "Momentum in this engine is earned, and the winning side earned it with a weekly game plan that suited its personnel.",
      "Games like this are decided by the small choices that compound, and the coaching choices paid off.",
      "Measured against the stakes, this was a professional, composed performance.",
    ],
    closes: [
      "The standings will record the result; the film will record how it was built. That is where the season turns.",
      "For now, the takeaway is simple: preparation met opportunity, and preparation won. We will be watching what comes next.",
    ],
    newsCloses: [
      "The implications will ripple through the league in the weeks ahead, and we will follow every one of them.",
      "As always, the full picture will take time to develop. We will bring it to you as it does.",
    ],
  },
  "tank-whitfield": {
    ledes: [
      (f) => `Let me tell you something. The ${f.winner} went out there and took it. ${f.score} over the ${f.loser}. Grown-man football.`,
      (f) => `Bodies on the turf, dirt on the jerseys, and the ${f.winner} walking off with a ${f.score} win over the ${f.loser}. That is how you do it.`,
    ],
    tieLede: (f) =>
      `Nobody blinked. The ${f.home} and the ${f.away} slugged it out to a ${f.score} tie, and both sides left everything on that field.`,
    newsLedes: [
      (n) => `Listen up, because this one matters ${n.where}. ${n.title}. Straight from the trenches, here is the deal.`,
      (n) => `Big ${n.category} news ${n.where}, and I have got thoughts. ${n.title}.`,
    ],
    verbs: { pass: "stood tall in the pocket, going", rush: "ran angry, pounding out", catch: "went up and got it with", defend: "brought the wood" },
    performersIntro: "Give these guys their flowers.",
    turning: (m) => `Here is where it flipped. ${m} You could feel the air come out of the building.`,
    quotes: "The locker room had plenty to say.",
    color: [
      "The big fellas up front won the war in the trenches. Effort like that does not show up in every box score, but you feel it.",
      "Fatigue was real out there. Legs got heavy, and the tougher team kept swinging.",
      "That is old-school football. Hats on hats, every snap.",
    ],
    closes: [
      "Bottom line? Somebody brought a lunch pail and somebody did not. Tape does not lie.",
      "I have been in those huddles. Wins like this get built on Wednesday practice. Respect.",
    ],
    newsCloses: ["Moves like this win or lose you games in the fourth quarter. Mark my words.", "That is the deal. Now go earn it."],
  },
  "rita-castellanos": {
    ledes: [
      (f) => `Breaking from the final whistle: the ${f.winner} have beaten the ${f.loser} ${f.score}, and league sources say the result is already reshaping the conversation.`,
      (f) => `Scoop first: the ${f.winner} are ${f.score} winners over the ${f.loser}. Here is what league sources are saying.`,
    ],
    tieLede: (f) =>
      `Just in: the ${f.home} and the ${f.away} have finished deadlocked at ${f.score}, according to the final box score.`,
    newsLedes: [
      (n) => `Breaking ${n.where}: ${n.title}. League sources confirm the details below.`,
      (n) => `Scoop: ${n.title}. This ${n.category} story is moving fast ${n.where}, per league sources.`,
    ],
    verbs: { pass: "was the name on everyone's lips, going", rush: "did the damage on the ground, finishing with", catch: "was the target of choice, hauling in", defend: "made the front office look smart" },
    performersIntro: "The numbers league sources are circling:",
    turning: (m) => `One sequence stood out to people around the team. ${m}`,
    quotes: "On the record, the players had this to say.",
    color: [
      "Around the league, front offices will take note; results like this shape trade and contract talks.",
      "People around the team describe the mood as focused rather than celebratory.",
      "Expect the ripple effects to reach the franchise front office before long.",
    ],
    closes: [
      "What it means next: the pressure shifts to the losing side's front office. Stay tuned; league sources say more is coming.",
      "Next up, watch the transaction wire. I will have more as it develops.",
    ],
    newsCloses: [
      "What it means next: expect other front offices to react. I will have more as league sources talk.",
      "Stay close to the transaction wire. This story is not finished.",
    ],
  },
  "priya-venkataraman": {
    ledes: [
      (f) => `Final: the ${f.winner} ${f.score} over the ${f.loser}. The box score tells a clear story, so let us read it line by line.`,
      (f) => `The ${f.winner} beat the ${f.loser} ${f.score}. The verified numbers below show where the gap came from.`,
    ],
    tieLede: (f) => `The ${f.home} and the ${f.away} finished at ${f.score}, a tie the numbers explain better than any narrative.`,
    newsLedes: [
      (n) => `The facts first ${n.where}: ${n.title}. Here is what the record supports.`,
      (n) => `A ${n.category} item ${n.where}, stated plainly: ${n.title}.`,
    ],
    verbs: { pass: "was efficient, completing", rush: "produced", catch: "converted his targets, recording", defend: "was the defensive standout" },
    performersIntro: "The production, by the numbers:",
    turning: (m) => `The inflection point in the data is specific. ${m}`,
    quotes: "The players' own assessments line up with the stat sheet.",
    color: [
      "Deeper stat tracking makes it possible to separate sustainable production from noise, and this performance looks sustainable.",
      "No single line explains a result; the aggregate does, and it points in one direction.",
      "It is worth resisting the hype and looking at the distribution of production instead.",
    ],
    closes: [
      "The sample is one game, so caution is warranted. The trend, however, is worth tracking.",
      "Verdict: the better process produced the better outcome. The numbers will tell us whether it repeats.",
    ],
    newsCloses: ["The measurable impact will show up in the box scores to come; we will track it.", "Until the data arrives, that is all the record supports."],
  },
  "lou-brannigan": {
    ledes: [
      (f) => `Oh, what a show! The ${f.winner} lit up the scoreboard and took down the ${f.loser} ${f.score}!`,
      (f) => `Hold on to your headsets, folks! It is the ${f.winner} over the ${f.loser}, ${f.score}, and what a ride it was!`,
    ],
    tieLede: (f) => `Nobody wins, everybody screams! The ${f.home} and the ${f.away} battle to a ${f.score} deadlock!`,
    newsLedes: [
      (n) => `Stop the presses, folks! ${n.title}! That is the big one ${n.where}!`,
      (n) => `Whoa, whoa, whoa! Huge ${n.category} news ${n.where}: ${n.title}!`,
    ],
    verbs: { pass: "slung it all over the yard, going", rush: "bulldozed his way to", catch: "snagged everything in sight,", defend: "wrecked the game plan" },
    performersIntro: "Let us roll the highlight reel!",
    turning: (m) => `And then, boom, the moment! ${m} Are you kidding me?`,
    quotes: "And the post-game mics caught some gems!",
    color: [
      "The new animations make every big hit pop off the screen, and this one had plenty!",
      "You want fireworks? This game brought the whole show!",
      "Somebody check the turf, because that building was shaking!",
    ],
    closes: ["Goodnight, everybody, and do not touch that dial!", "Put it in the books, baby! What a game!"],
    newsCloses: ["Buckle up, this league just got a whole lot more fun!", "That is the call, folks! Stay tuned!"],
  },
  "nora-ellingsen": {
    ledes: [
      (f) => `The light was fading on the field when the ${f.winner} finished what they came to do, a ${f.score} win over the ${f.loser} that felt written long before the final snap.`,
      (f) => `Some games are stories before they are results. This one ended ${f.score}, the ${f.winner} over the ${f.loser}, and it was a story all along.`,
    ],
    tieLede: (f) =>
      `There was no ending, only a pause: the ${f.home} and the ${f.away} stood at ${f.score} when it was over, two teams still searching for the last line.`,
    newsLedes: [
      (n) => `Every season has chapters, and ${n.where ? `this one ${n.where}` : "this one"} just turned a page: ${n.title}.`,
      (n) => `Behind every ${n.category} headline is a story about people. This one begins simply: ${n.title}.`,
    ],
    verbs: { pass: "carried the weight of the offense, going", rush: "ran like a man with somewhere to be, gaining", catch: "kept finding open grass,", defend: "was everywhere that mattered" },
    performersIntro: "The characters of the afternoon were easy to find.",
    turning: (m) => `Every story has a turn. ${m}`,
    quotes: "Later, in the quiet of the locker room, the words came.",
    color: [
      "Franchise seasons write their own drama, and this chapter will be remembered by the people who lived it.",
      "In the stands, the noise rose and fell like weather.",
      "It was the kind of afternoon that becomes a memory before it is over.",
    ],
    closes: [
      "When the lights went down, the field was empty, but the afternoon lingered.",
      "The scoreboard went dark. The story, as these stories do, will keep going.",
    ],
    newsCloses: ["The next chapter is unwritten, and that is the beauty of it.", "Somewhere, a season is quietly changing shape."],
  },
  "hal-brubaker": {
    ledes: [
      (f) => `Situational football won this one. The ${f.winner} handled the moments that matter and beat the ${f.loser} ${f.score}.`,
      (f) => `You win with adjustments, and the ${f.winner} made the right ones in a ${f.score} win over the ${f.loser}.`,
    ],
    tieLede: (f) => `Two staffs matched each other call for call: the ${f.home} and the ${f.away} finished ${f.score}.`,
    newsLedes: [
      (n) => `From a coaching standpoint, this ${n.category} move ${n.where} changes the preparation: ${n.title}.`,
      (n) => `Here is the situation ${n.where}: ${n.title}. Let us talk about what it means for the game plan.`,
    ],
    verbs: { pass: "managed the game, going", rush: "kept the chains moving with", catch: "won his matchups, finishing with", defend: "executed his assignment" },
    performersIntro: "Execution by position tells you who won their matchups.",
    turning: (m) => `Down and distance decided it. ${m}`,
    quotes: "The players talked about the plan afterward.",
    color: [
      "The halftime adjustments were the difference; the staff saw something and trusted it.",
      "Winning on the money downs is what good teams do, and the play-calling tools gave this staff options.",
      "You could see the discipline in how they handled the clock and field position.",
    ],
    closes: ["That is a coaching win, plain and simple. Now back to the film room.", "Good teams win the situations. This one did. On to the next opponent."],
    newsCloses: ["Every staff in the league will account for this in next week's preparation.", "Plans change, and good staffs adjust. We will see who does."],
  },
  "theo-okonkwo": {
    ledes: [
      (f) => `Scheme won the day. The ${f.winner} found the answers against the ${f.loser} and came away ${f.score} winners.`,
      (f) => `Break down the tape and the ${f.score} result makes sense: the ${f.winner} out-schemed the ${f.loser}.`,
    ],
    tieLede: (f) => `Call and counter-call all day: the ${f.home} and the ${f.away} finished ${f.score}, a chess match without a checkmate.`,
    newsLedes: [
      (n) => `Let us diagram this one ${n.where}: ${n.title}. The schematic fit is the interesting part.`,
      (n) => `A ${n.category} move with playbook consequences ${n.where}: ${n.title}.`,
    ],
    verbs: { pass: "read the coverage well, going", rush: "hit the right gaps for", catch: "beat the defense's leverage with", defend: "diagnosed the concepts" },
    performersIntro: "The film shows who executed the concepts.",
    turning: (m) => `The concept that swung it is worth diagramming. ${m}`,
    quotes: "The players explained what they saw.",
    color: [
      "Coverage logic in this game rewards a quarterback who reads the safeties, and the winning side did.",
      "Formation variety created the mismatches; the route concepts did the rest.",
      "The playbook depth showed: the same look produced different answers all game.",
    ],
    closes: ["Scheme travels. Expect opponents to study this tape closely.", "Put simply: better answers to the same questions. That is football."],
    newsCloses: ["The fit on the whiteboard is clear; the fit on the field is next.", "Watch the formations in the coming weeks. That is where this shows up."],
  },
  "jade-whitaker": {
    ledes: [
      (f) => `The music was loud in the winning locker room. The ${f.winner} beat the ${f.loser} ${f.score}, and you could hear it down the hallway.`,
      (f) => `Smiles on one side, silence on the other. The ${f.winner} took it ${f.score} over the ${f.loser}.`,
    ],
    tieLede: (f) => `Nobody quite knew how to feel. The ${f.home} and the ${f.away} finished ${f.score}, and the room was quiet.`,
    newsLedes: [
      (n) => `The talk of the locker room ${n.where} today: ${n.title}.`,
      (n) => `Players were buzzing about this ${n.category} story ${n.where}: ${n.title}.`,
    ],
    verbs: { pass: "was the one everybody wanted to talk to, going", rush: "was the toast of the room after", catch: "could not stop smiling after", defend: "got the loudest cheer of the night" },
    performersIntro: "Ask around the room and the same names come up.",
    turning: (m) => `Players kept coming back to one moment. ${m}`,
    quotes: "In their own words:",
    color: [
      "The post-game scene told the story as well as any highlight: hugs, handshakes and a few tired faces.",
      "The mood in the room was loose, the kind that comes from a week of hard work paying off.",
      "Teammates lingered at their lockers long after the cameras left.",
    ],
    closes: ["As the room emptied out, one thing was clear: this group believes.", "The lights are off, the bus is loading, and this team is already talking about next week."],
    newsCloses: ["Expect this to be the talk of the room all week.", "The players have spoken; now we wait for the field to answer."],
  },
};

/** An unknown writer id is written by the lead anchor's voice. */
export const voiceFor = (personaId: string): Voice => VOICES[personaId] ?? VOICES["marcus-vale"]!;
