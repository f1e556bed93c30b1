// The nine personas' voices for the built-in writer. Only phrasing lives here: every fact (names,
// teams, numbers) is passed in, so no template can invent one. Each voice has two or more variants
// of its lede and close so articles differ by id.
import { ownValue } from "../../../db/domain";

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
  /** Recap colour: no facts in it. */
  color: string[];
  /** General colour for either type: no facts in it. */
  talk: string[];
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
    verbs: {
      pass: "directed the offense, going",
      rush: "set the tone on the ground, running for",
      catch: "delivered",
      defend: "anchored the defense",
    },
    performersIntro: "The individual performances explain the result.",
    turning: (m) => `The game's hinge is clear in hindsight. ${m}`,
    quotes: "Afterward, the words from the field were telling.",
    color: [
      "Momentum in this engine is earned, and the winning side earned it with a weekly game plan that suited its personnel.",
      "Games like this are decided by the small choices that compound, and the coaching choices paid off.",
      "Measured against the stakes, this was a professional, composed performance.",
    ],
    talk: [
      "The measure of any move is what it does to a team's ceiling, and that question now hangs over this one.",
      "Veterans of this league have seen stories like this before, and they rarely end quietly.",
      "What follows will reveal whether this was a bold decision or simply a necessary one.",
      "Context matters here, and the context is a league where every week reshapes the standings.",
      "Teams that prepare for moments like this tend to be the ones still playing when the season matters most.",
      "The franchise engine rewards patience and planning, and the sharpest front offices have learned that lesson.",
      "It is worth stepping back to see the larger arc: this is how contenders separate themselves.",
      "There will be debate about what it means, and that debate is part of what makes this league compelling.",
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
      (f) =>
        `Let me tell you something. The ${f.winner} went out there and took it. ${f.score} over the ${f.loser}. Grown-man football.`,
      (f) =>
        `Bodies on the turf, dirt on the jerseys, and the ${f.winner} walking off with a ${f.score} win over the ${f.loser}. That is how you do it.`,
    ],
    tieLede: (f) =>
      `Nobody blinked. The ${f.home} and the ${f.away} slugged it out to a ${f.score} tie, and both sides left everything on that field.`,
    newsLedes: [
      (n) =>
        `Listen up, because this one matters ${n.where}. ${n.title}. Straight from the trenches, here is the deal.`,
      (n) => `Big ${n.category} news ${n.where}, and I have got thoughts. ${n.title}.`,
    ],
    verbs: {
      pass: "stood tall in the pocket, going",
      rush: "ran angry, pounding out",
      catch: "went up and got it with",
      defend: "brought the wood",
    },
    performersIntro: "Give these guys their flowers.",
    turning: (m) => `Here is where it flipped. ${m} You could feel the air come out of the building.`,
    quotes: "The locker room had plenty to say.",
    color: [
      "The big fellas up front won the war in the trenches. Effort like that does not show up in every box score, but you feel it.",
      "Fatigue was real out there. Legs got heavy, and the tougher team kept swinging.",
      "That is old-school football. Hats on hats, every snap.",
    ],
    talk: [
      "Football is a grown-up game, and grown-ups handle their business.",
      "I love it. This is what keeps the locker room honest.",
      "You want respect in this league? You earn it on the field, every single down.",
      "I have seen a lot of football, and I know what matters. Toughness matters. Effort matters.",
      "You do not fake it in this league. Either you show up or you get exposed.",
      "People talk schemes all day. Me? I watch the big uglies up front. That is where it gets decided.",
      "Somebody in that building is going to have to step up. That is how it works.",
      "Strap it up and go to work. That is the only answer I have ever known.",
    ],
    closes: [
      "Bottom line? Somebody brought a lunch pail and somebody did not. Tape does not lie.",
      "I have been in those huddles. Wins like this get built on Wednesday practice. Respect.",
    ],
    newsCloses: ["Moves like this win or lose you games late. Mark my words.", "That is the deal. Now go earn it."],
  },
  "rita-castellanos": {
    ledes: [
      (f) =>
        `Breaking from the final whistle: the ${f.winner} have beaten the ${f.loser} ${f.score}, and the result is already reshaping the conversation.`,
      (f) =>
        `Scoop first: the ${f.winner} are ${f.score} winners over the ${f.loser}. Here is what the box score says.`,
    ],
    tieLede: (f) =>
      `Just in: the ${f.home} and the ${f.away} have finished deadlocked at ${f.score}, according to the final box score.`,
    newsLedes: [
      (n) => `Breaking ${n.where}: ${n.title}. Here are the details, straight from the report.`,
      (n) => `Scoop: ${n.title}. This ${n.category} story is moving fast ${n.where}.`,
    ],
    verbs: {
      pass: "was the name on everyone's lips, going",
      rush: "did the damage on the ground, finishing with",
      catch: "was the target of choice, hauling in",
      defend: "made the front office look smart",
    },
    performersIntro: "The numbers that matter:",
    turning: (m) => `One sequence stood out to people around the team. ${m}`,
    quotes: "On the record, the players had this to say.",
    color: [
      "Around the league, front offices will take note; results like this shape trade and contract talks.",
      "People around the team describe the mood as focused rather than celebratory.",
      "Expect the ripple effects to reach the franchise front office before long.",
    ],
    talk: [
      "The details may still shift as paperwork is finalised, but the framework is in place.",
      "Front offices around the league were briefed quickly, and reactions were mixed.",
      "I am told the conversations started well before anything became public.",
      "The front offices involved look active, and more conversations could follow from here.",
      "The franchise contract system leaves little room for error, and front offices know it.",
      "From the outside, the timing of this one looks deliberate rather than rushed.",
      "Rival front offices will be recalculating their own plans after this one.",
      "Keep an eye on the transaction wire; these things tend to come in waves.",
    ],
    closes: [
      "What it means next: the pressure shifts to the losing side's front office. Stay tuned for what comes next.",
      "Next up, watch the transaction wire. I will have more as it develops.",
    ],
    newsCloses: [
      "What it means next: expect other front offices to react. I will have more as it develops.",
      "Stay close to the transaction wire. This story is not finished.",
    ],
  },
  "priya-venkataraman": {
    ledes: [
      (f) =>
        `Final: the ${f.winner} ${f.score} over the ${f.loser}. The box score tells a clear story, so let us read it line by line.`,
      (f) => `The ${f.winner} beat the ${f.loser} ${f.score}. The verified numbers below show where the gap came from.`,
    ],
    tieLede: (f) =>
      `The ${f.home} and the ${f.away} finished at ${f.score}, a tie the numbers explain better than any narrative.`,
    newsLedes: [
      (n) => `The facts first ${n.where}: ${n.title}. Here is what the record supports.`,
      (n) => `A ${n.category} item ${n.where}, stated plainly: ${n.title}.`,
    ],
    verbs: {
      pass: "was efficient, completing",
      rush: "produced",
      catch: "converted his targets, recording",
      defend: "was the defensive standout",
    },
    performersIntro: "The production, by the numbers:",
    turning: (m) => `The inflection point in the data is specific. ${m}`,
    quotes: "The players' own assessments line up with the stat sheet.",
    color: [
      "Deeper stat tracking makes it possible to separate sustainable production from noise, and this performance looks sustainable.",
      "No single line explains a result; the aggregate does, and it points in one direction.",
      "It is worth resisting the hype and looking at the distribution of production instead.",
    ],
    talk: [
      "The baseline expectation should be modest until the results confirm otherwise.",
      "Reasonable analysts can disagree on the size of the effect; the direction is easier to judge.",
      "Precision matters here, so I will stick to what the record actually supports.",
      "Context is essential: one data point is a signal to watch, not a conclusion to draw.",
      "The more useful question is what this changes in expected production over the rest of the season.",
      "Deeper stat tracking lets us measure the effect directly rather than guess at it.",
      "Hype tends to outrun evidence in stories like this; the evidence will arrive in the box scores.",
      "I will be tracking the relevant numbers and will report them as the sample grows.",
    ],
    closes: [
      "The sample is one game, so caution is warranted. The trend, however, is worth tracking.",
      "Verdict: the better process produced the better outcome. The numbers will tell us whether it repeats.",
    ],
    newsCloses: [
      "The measurable impact will show up in the box scores to come; we will track it.",
      "Until the data arrives, that is all the record supports.",
    ],
  },
  "lou-brannigan": {
    ledes: [
      (f) => `Oh, what a show! The ${f.winner} lit up the scoreboard and took down the ${f.loser} ${f.score}!`,
      (f) =>
        `Hold on to your headsets, folks! It is the ${f.winner} over the ${f.loser}, ${f.score}, and what a ride it was!`,
    ],
    tieLede: (f) => `Nobody wins, everybody screams! The ${f.home} and the ${f.away} battle to a ${f.score} deadlock!`,
    newsLedes: [
      (n) => `Stop the presses, folks! ${n.title}! That is the big one ${n.where}!`,
      (n) => `Whoa, whoa, whoa! Huge ${n.category} news ${n.where}: ${n.title}!`,
    ],
    verbs: {
      pass: "slung it all over the yard, going",
      rush: "bulldozed his way to",
      catch: "snagged everything in sight,",
      defend: "wrecked the game plan",
    },
    performersIntro: "Let us roll the highlight reel!",
    turning: (m) => `And then, boom, the moment! ${m} Are you kidding me?`,
    quotes: "And the post-game mics caught some gems!",
    color: [
      "The new animations make every big hit pop off the screen, and this one had plenty!",
      "You want fireworks? This game brought the whole show!",
      "Somebody check the turf, because that building was shaking!",
    ],
    talk: [
      "Mark it down, folks, because this is the kind of story people talk about all season long!",
      "Oh, the fans are going to have a field day with this one!",
      "I have been calling games a long time and this still gives me chills!",
      "You cannot script this stuff, folks, and that is why we love this league!",
      "Grab the popcorn, because things are about to get wild around here!",
      "Every week this league finds a new way to blow the roof off the place!",
      "The presentation in this game makes every moment feel like prime time, and this is prime time!",
      "Somebody pinch me, because this league keeps delivering the goods!",
    ],
    closes: ["Goodnight, everybody, and do not touch that dial!", "Put it in the books, baby! What a game!"],
    newsCloses: ["Buckle up, this league just got a whole lot more fun!", "That is the call, folks! Stay tuned!"],
  },
  "nora-ellingsen": {
    ledes: [
      (f) =>
        `The light was fading on the field when the ${f.winner} finished what they came to do, a ${f.score} win over the ${f.loser} that felt written long before the final snap.`,
      (f) =>
        `Some games are stories before they are results. This one ended ${f.score}, the ${f.winner} over the ${f.loser}, and it was a story all along.`,
    ],
    tieLede: (f) =>
      `There was no ending, only a pause: the ${f.home} and the ${f.away} stood at ${f.score} when it was over, two teams still searching for the last line.`,
    newsLedes: [
      (n) =>
        `Every season has chapters, and ${n.where ? `this one ${n.where}` : "this one"} just turned a page: ${n.title}.`,
      (n) => `Behind every ${n.category} headline is a story about people. This one begins simply: ${n.title}.`,
    ],
    verbs: {
      pass: "carried the weight of the offense, going",
      rush: "ran like a man with somewhere to be, gaining",
      catch: "kept finding open grass,",
      defend: "was everywhere that mattered",
    },
    performersIntro: "The characters of the afternoon were easy to find.",
    turning: (m) => `Every story has a turn. ${m}`,
    quotes: "Later, in the quiet of the locker room, the words came.",
    color: [
      "Franchise seasons write their own drama, and this chapter will be remembered by the people who lived it.",
      "In the stands, the noise rose and fell like weather.",
      "It was the kind of afternoon that becomes a memory before it is over.",
    ],
    talk: [
      "Stories like this ask us to imagine the people behind the names, and what they carried into the day.",
      "There is a kind of poetry in how a season rearranges itself around a single decision.",
      "Tomorrow the routines will resume, but something small and important has shifted.",
      "Seasons are made of small turns like this one, each one changing the shape of what comes after.",
      "There is always a person at the center of these stories, and a choice that cannot be unmade.",
      "The franchise storylines in this game have a way of feeling less like code and more like memory.",
      "Somewhere a locker is being cleaned out, and somewhere another is being filled.",
      "It is the quiet moments, not the loud ones, that tend to define a season.",
    ],
    closes: [
      "When the lights went down, the field was empty, but the afternoon lingered.",
      "The scoreboard went dark. The story, as these stories do, will keep going.",
    ],
    newsCloses: [
      "The next chapter is unwritten, and that is the beauty of it.",
      "Somewhere, a season is quietly changing shape.",
    ],
  },
  "hal-brubaker": {
    ledes: [
      (f) =>
        `Situational football won this one. The ${f.winner} handled the moments that matter and beat the ${f.loser} ${f.score}.`,
      (f) =>
        `You win with adjustments, and the ${f.winner} made the right ones in a ${f.score} win over the ${f.loser}.`,
    ],
    tieLede: (f) => `Two staffs matched each other call for call: the ${f.home} and the ${f.away} finished ${f.score}.`,
    newsLedes: [
      (n) => `From a coaching standpoint, this ${n.category} move ${n.where} changes the preparation: ${n.title}.`,
      (n) => `Here is the situation ${n.where}: ${n.title}. Let us talk about what it means for the game plan.`,
    ],
    verbs: {
      pass: "managed the game, going",
      rush: "kept the chains moving with",
      catch: "won his matchups, finishing with",
      defend: "executed his assignment",
    },
    performersIntro: "Execution by position tells you who won their matchups.",
    turning: (m) => `Down and distance decided it. ${m}`,
    quotes: "The players talked about the plan afterward.",
    color: [
      "The adjustments were the difference; the staff saw something and trusted it.",
      "Winning on the money downs is what good teams do, and the play-calling tools gave this staff options.",
      "You could see the discipline in how they handled the clock and field position.",
    ],
    talk: [
      "Situational football starts with knowing who you have, and that just changed.",
      "A staff that sees this coming is a staff that stays a step ahead on game day.",
      "Down the stretch, small advantages become big ones, and this could be one of them.",
      "Every decision in this league has a ripple effect on the depth chart and the game plan.",
      "Good staffs plan for contingencies, and this is exactly the kind of contingency they plan for.",
      "The coaching tools in this game let a staff adjust quickly, and the smart ones will.",
      "Personnel drives play-calling. Change one, and you change the other.",
      "Preparation wins in the long run, and the preparation starts now.",
    ],
    closes: [
      "That is a coaching win, plain and simple. Now back to the film room.",
      "Good teams win the situations. This one did. On to the next opponent.",
    ],
    newsCloses: [
      "Every staff in the league will account for this in next week's preparation.",
      "Plans change, and good staffs adjust. We will see who does.",
    ],
  },
  "theo-okonkwo": {
    ledes: [
      (f) =>
        `Scheme won the day. The ${f.winner} found the answers against the ${f.loser} and came away ${f.score} winners.`,
      (f) => `Break down the tape and the ${f.score} result makes sense: the ${f.winner} out-schemed the ${f.loser}.`,
    ],
    tieLede: (f) =>
      `Call and counter-call all day: the ${f.home} and the ${f.away} finished ${f.score}, a chess match without a checkmate.`,
    newsLedes: [
      (n) => `Let us diagram this one ${n.where}: ${n.title}. The schematic fit is the interesting part.`,
      (n) => `A ${n.category} move with playbook consequences ${n.where}: ${n.title}.`,
    ],
    verbs: {
      pass: "read the coverage well, going",
      rush: "hit the right gaps for",
      catch: "beat the defense's leverage with",
      defend: "diagnosed the concepts",
    },
    performersIntro: "The film shows who executed the concepts.",
    turning: (m) => `The concept that swung it is worth diagramming. ${m}`,
    quotes: "The players explained what they saw.",
    color: [
      "Coverage logic in this game rewards a quarterback who reads the safeties, and the winning side did.",
      "Formation variety created the mismatches; the route concepts did the rest.",
      "The playbook depth showed: the same look produced different answers all game.",
    ],
    talk: [
      "Think of it as a new piece on the board: the pieces around it have to move too.",
      "The formations a team favours tell you what it values, and this fits a pattern.",
      "Watch the alignment on early downs; that is where the change will show first.",
      "Personnel is the starting point of every scheme, and schemes adapt to the people running them.",
      "The playbook depth in this game means a single change can open whole families of concepts.",
      "Coverage rules and route concepts are where the real chess match happens.",
      "Expect coordinators to draw up answers on the whiteboard before the week is out.",
      "The interesting part is always the fit: what the scheme asks for and what the roster can give.",
    ],
    closes: [
      "Scheme travels. Expect opponents to study this tape closely.",
      "Put simply: better answers to the same questions. That is football.",
    ],
    newsCloses: [
      "The fit on the whiteboard is clear; the fit on the field is next.",
      "Watch the formations in the coming weeks. That is where this shows up.",
    ],
  },
  "jade-whitaker": {
    ledes: [
      (f) =>
        `The music was loud in the winning locker room. The ${f.winner} beat the ${f.loser} ${f.score}, and you could hear it down the hallway.`,
      (f) => `Smiles on one side, silence on the other. The ${f.winner} took it ${f.score} over the ${f.loser}.`,
    ],
    tieLede: (f) =>
      `Nobody quite knew how to feel. The ${f.home} and the ${f.away} finished ${f.score}, and the room was quiet.`,
    newsLedes: [
      (n) => `The talk of the locker room ${n.where} today: ${n.title}.`,
      (n) => `Players were buzzing about this ${n.category} story ${n.where}: ${n.title}.`,
    ],
    verbs: {
      pass: "was the one everybody wanted to talk to, going",
      rush: "was the toast of the room after",
      catch: "could not stop smiling after",
      defend: "got the loudest cheer of the night",
    },
    performersIntro: "Ask around the room and the same names come up.",
    turning: (m) => `Players kept coming back to one moment. ${m}`,
    quotes: "In their own words:",
    color: [
      "The post-game scene told the story as well as any highlight: hugs, handshakes and a few tired faces.",
      "The mood in the room was loose, the kind that comes from a week of hard work paying off.",
      "Teammates lingered at their lockers long after the cameras left.",
    ],
    talk: [
      "Ask the players and they will tell you this is just business, but their faces say more.",
      "The group chat was busy, from what I hear, and the reactions were honest.",
      "A team is a family in the way it talks about itself, and this story is part of that talk now.",
      "Talk to enough people around the team and a picture starts to form.",
      "The mood in the building says as much as any press release ever could.",
      "Players notice these things, even when they say they do not.",
      "The post-game moments in this game capture that feeling better than you might expect.",
      "Conversations like these usually carry on long after the cameras are gone.",
    ],
    closes: [
      "As the room emptied out, one thing was clear: this group believes.",
      "The lights are off, the bus is loading, and this team is already talking about next week.",
    ],
    newsCloses: [
      "Expect this to be the talk of the room all week.",
      "The players have spoken; now we wait for the field to answer.",
    ],
  },
};

/** An unknown writer id is written by the lead anchor's voice. */
export const voiceFor = (personaId: string): Voice => ownValue(VOICES, personaId) ?? VOICES["marcus-vale"]!;
