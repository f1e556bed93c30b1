// Demo articles for local runs. All prose is original, written for DGSN; every league member, team and player
// named here is fictional. A recap carries only what an author types (score, player rows, key moments, quotes):
// its story is written by the built-in writer when the demo is seeded (scripts/seed-demo.ts).
import type { PlayerStat } from "../domain";
import type { DemoArticle } from "./demo-types";

type Extra = Omit<PlayerStat, "id" | "name" | "team" | "position">;

/** Quarterback row: completions, attempts, passing yards, passing touchdowns, interceptions (+ any rushing line). */
const qb = (
  id: string,
  name: string,
  team: string,
  cmp: number,
  att: number,
  yds: number,
  td: number,
  int: number,
  extra: Extra = {},
): PlayerStat => ({
  id,
  name,
  team,
  position: "QB",
  completions: cmp,
  attempts: att,
  passingYards: yds,
  passingTouchdowns: td,
  interceptions: int,
  ...extra,
});

/** Running-back row: carries, rushing yards, rushing touchdowns. */
const rb = (
  id: string,
  name: string,
  team: string,
  car: number,
  yds: number,
  td: number,
  extra: Extra = {},
): PlayerStat => ({ id, name, team, position: "RB", carries: car, rushingYards: yds, rushingTouchdowns: td, ...extra });

/** Receiver row: receptions, receiving yards, receiving touchdowns, targets. */
const wr = (id: string, name: string, team: string, rec: number, yds: number, td: number, tgt: number): PlayerStat => ({
  id,
  name,
  team,
  position: "WR",
  receptions: rec,
  receivingYards: yds,
  receivingTouchdowns: td,
  targets: tgt,
});

/** Defender row: tackles, sacks, interceptions, forced fumbles as the game showed them. */
const def = (id: string, name: string, team: string, stats: Extra): PlayerStat => ({
  id,
  name,
  team,
  position: "DEF",
  ...stats,
});

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    type: "game_recap",
    title: "Grant's Strip Seals Lumberjacks' 27-24 Escape Against Austin",
    leagueName: "NFL",
    writerId: "marcus-vale",
    gameDate: "2026-11-22",
    season: 26,
    week: "14",
    hoursAgo: 2,
    homeTeam: "Portland Lumberjacks",
    awayTeam: "Austin Outlaws",
    homeScore: 27,
    awayScore: 24,
    venue: "Timberline Field",
    players: [
      qb("p1", "Caleb Ashford", "Portland Lumberjacks", 24, 35, 291, 2, 1),
      rb("p2", "Darnell Pike", "Portland Lumberjacks", 19, 88, 1),
      wr("p3", "Mekhi Rowan", "Portland Lumberjacks", 8, 112, 1, 11),
      def("p4", "Silas Grant", "Portland Lumberjacks", { tackles: 9, sacks: 2, forcedFumbles: 1 }),
      qb("p5", "Trey Castillo", "Austin Outlaws", 22, 38, 264, 3, 0),
      wr("p6", "Andre Whitlock", "Austin Outlaws", 7, 104, 2, 10),
      def("p7", "Bo Renner", "Austin Outlaws", { tackles: 7, defensiveInterceptions: 1 }),
    ],
    playerQuotes:
      "“They told us all week that tackle leans on the snap count. I kept taking the same door until it opened.” — " +
      "Silas Grant",
    image: { from: "#1E3A8A", to: "#38BDF8" },
    reactions: { "🔥": 9, "👏": 4, "💯": 3 },
    keyMoments:
      "With the Austin Outlaws driving to break a 24-24 tie in the closing minutes, Silas Grant came off the edge and knocked the ball loose. Portland recovered, moved into range and kicked the winning field goal.",
  },
  {
    type: "news",
    category: "trade",
    title: "Trade Talk & Cap Space: Navigators Open the Phones on Dante Merriweather",
    leagueName: "SLA",
    writerId: "rita-castellanos",
    gameDate: "2026-11-22",
    season: 26,
    week: "13",
    hoursAgo: 7,
    reactions: { "👀": 11, "🤔": 5, "🔥": 2 },
    content: [
      "The Norfolk Navigators are taking calls on veteran receiver Dante Merriweather, league sources tell DGSN, and " +
        "at least two contenders have already asked for his medicals. The Wichita Windriders and the Chattanooga " +
        "Choppers are the names I keep hearing, with Wichita described by one source as “aggressive and serious.”",
      "The motivation in Norfolk is money as much as football. The Navigators sit near the bottom of the SLA in " +
        "available cap space after front-loading several extensions last spring, and Merriweather carries one of the " +
        "larger cap hits on the roster for next season. Moving him now would clear room to retain their young " +
        "defensive core before those deals come due.",
      "The asking price, per sources, starts with a first-day draft pick. That is where the season-26 franchise " +
        "trade logic gets interesting: the engine weighs age, contract length and positional need far more carefully " +
        "than in past years, so a thirty-something receiver on a big deal does not fetch what he once would have. " +
        "Expect Norfolk to settle for a package of mid-round picks plus a young player on a rookie contract.",
      "What it means next: if Wichita lands Merriweather, the Windriders suddenly have the deepest receiving room in " +
        "the league heading into the stretch run. If nothing happens before the deadline, Norfolk's cap squeeze only " +
        "gets tighter in the offseason. Either way, this one is moving fast. Stay close.",
    ].join("\n\n"),
  },
  {
    type: "game_recap",
    title: "Lindqvist Walks It Off as Blizzard Stun Tempest 31-28",
    leagueName: "OGLeague25",
    writerId: "lou-brannigan",
    gameDate: "2026-11-21",
    season: 26,
    week: "17",
    hoursAgo: 16,
    homeTeam: "Boise Blizzard",
    awayTeam: "Tulsa Tempest",
    homeScore: 31,
    awayScore: 28,
    venue: "Frostline Stadium",
    players: [
      qb("p1", "Rocco Delgado", "Boise Blizzard", 26, 39, 342, 3, 1),
      wr("p2", "Kobe Lindqvist", "Boise Blizzard", 9, 147, 2, 13),
      rb("p3", "Marquis Hale", "Boise Blizzard", 16, 71, 1),
      qb("p4", "Ezra Pruitt", "Tulsa Tempest", 19, 27, 233, 2, 0),
      rb("p5", "Tavon Reed", "Tulsa Tempest", 22, 126, 2),
      def("p6", "Jace Mercer", "Tulsa Tempest", { tackles: 8, defensiveInterceptions: 1 }),
    ],
    playerQuotes:
      "“I saw Rocco roll right and I just kept running. When the ball is in the air, it's mine.” — Kobe Lindqvist",
    image: { from: "#0EA5E9", to: "#E0F2FE" },
    reactions: { "🔥": 12, "🤯": 7, "🎤": 3 },
    keyMoments:
      "Trailing as the clock ran out, Rocco Delgado rolled right and lofted the winning touchdown to Kobe Lindqvist in the back corner of the end zone.",
  },
  {
    type: "game_recap",
    title: "Ortega's Big Night Lifts Pinecrest State Past Red Mesa Tech",
    leagueName: "Gridiron Kings",
    writerId: "jade-whitaker",
    gameDate: "2026-11-21",
    season: 26,
    week: "13",
    hoursAgo: 27,
    homeTeam: "Pinecrest State Pioneers",
    awayTeam: "Red Mesa Tech Rattlers",
    homeScore: 24,
    awayScore: 17,
    venue: "Pioneer Bowl",
    players: [
      qb("p1", "Mason Kirby", "Pinecrest State Pioneers", 18, 29, 214, 1, 0, {
        carries: 9,
        rushingYards: 47,
        rushingTouchdowns: 1,
      }),
      rb("p2", "Isaiah Frost", "Pinecrest State Pioneers", 24, 131, 1),
      def("p3", "Luis Ortega", "Pinecrest State Pioneers", { tackles: 11, sacks: 1, defensiveInterceptions: 1 }),
      qb("p4", "Grady Sutton", "Red Mesa Tech Rattlers", 21, 36, 248, 2, 1),
      wr("p5", "Nico Baptiste", "Red Mesa Tech Rattlers", 6, 93, 1, 9),
    ],
    playerQuotes: "“They kept testing me. Eventually you have to make them pay.” — Luis Ortega",
    image: { from: "#166534", to: "#FDE68A" },
    keyMoments: "Luis Ortega's interception ended Red Mesa Tech's last real threat.",
  },
  {
    type: "game_recap",
    title: "By the Numbers: Windriders Grind Out 23-13 Win Over Sawmills",
    leagueName: "SLA",
    writerId: "priya-venkataraman",
    gameDate: "2026-11-20",
    season: 26,
    week: "12",
    hoursAgo: 40,
    homeTeam: "Wichita Windriders",
    awayTeam: "Spokane Sawmills",
    homeScore: 23,
    awayScore: 13,
    venue: "Prairie Wind Stadium",
    players: [
      qb("p1", "Owen Marsh", "Wichita Windriders", 21, 30, 228, 1, 0),
      rb("p2", "Rashad Coleman", "Wichita Windriders", 27, 142, 1, { fumbles: 0 }),
      wr("p3", "Tyrell Banks", "Wichita Windriders", 7, 86, 1, 8),
      def("p4", "Hollis Varga", "Wichita Windriders", { tackles: 6, sacks: 3 }),
      def("p5", "Kenji Albright", "Wichita Windriders", { tackles: 5, defensiveInterceptions: 2 }),
      qb("p6", "Luca Ferreira", "Spokane Sawmills", 17, 34, 187, 1, 2),
      wr("p7", "Damon Pryce", "Spokane Sawmills", 5, 71, 1, 12),
    ],
    image: { from: "#0F766E", to: "#99F6E4" },
    reactions: { "👏": 6, "💯": 4, "👍": 2 },
  },
  {
    type: "news",
    category: "coaching",
    title: "Drillers Hand Play-Calling to Quarterbacks Coach After Red-Zone Struggles",
    leagueName: "NFL",
    writerId: "hal-brubaker",
    gameDate: "2026-11-20",
    season: 26,
    week: "13",
    hoursAgo: 55,
    content: [
      "The Oklahoma City Drillers are making a change in the booth. Offensive coordinator Vince Marlow keeps his " +
        "title, but play-calling duties now belong to quarterbacks coach Gus Feeney, effective this week. I have " +
        "been on both ends of that conversation, and nobody enjoys it. But the tape made the decision for them.",
      "Here is the problem in plain football terms. Oklahoma City moves the ball between the twenties as well as " +
        "anybody in the league. Then the field shrinks, and the play-calling shrinks with it. Too many runs into a " +
        "loaded box on early downs, too many long-yardage passing downs, too many drives ending with a field goal " +
        "unit jogging out. You cannot win close games settling for three.",
      "Feeney's reputation is situational. He scripts his short-yardage and goal-line calls separately, he loves " +
        "condensed formations near the end zone, and he is not afraid to stay aggressive when the analytics say go. " +
        "The season-26 coaching tools make that transition easier than it used to be: a new caller can rebuild the " +
        "weekly game plan, reset the situational call sheet and adjust player tendencies without blowing up the " +
        "whole playbook.",
      "What to watch on Sunday: first-down play selection inside the opponent's territory, and whether the Drillers " +
        "keep the offense on the field on short-yardage downs instead of sending out the kicker. If Feeney trusts " +
        "his quarterback in those spots, this offense has the talent to finish drives. Coaching is about " +
        "adjustments, and this is a big one.",
    ].join("\n\n"),
  },
  {
    type: "news",
    category: "playoffs",
    title: "The Rematch: Savannah and Anchorage, One Playoff Spot Between Them",
    leagueName: "OGLeague25",
    writerId: "nora-ellingsen",
    gameDate: "2026-11-19",
    season: 26,
    week: "16",
    hoursAgo: 70,
    image: { from: "#BE185D", to: "#FBCFE8" },
    reactions: { "👏": 8, "🔥": 5, "👀": 3 },
    content: [
      "On the night the Anchorage Aurora beat Savannah the first time, Terrence Boyd did not leave the field right " +
        "away. He stood near the Sentinels' sideline long after the handshakes, watching the grounds crew roll the " +
        "tarp over the far end zone, as if the game might start over if he waited long enough.",
      "It did not start over. But it is coming back. The Sentinels and the Aurora meet again this weekend, and the " +
        "OGLeague25 standings have arranged themselves with almost theatrical neatness: one final playoff spot, two " +
        "teams, and a rivalry that has been building all season in group chats and post-game threads among the " +
        "people behind the controllers.",
      "The season-26 franchise storylines have leaned into it. Boyd's weekly press conferences have turned pointed, " +
        "with the game generating questions about redemption and pressure that his coach, a veteran of the league " +
        "since its first season, answers with a tired smile. On the other side, Anchorage quarterback Finn Kowalski " +
        "has spent the week saying as little as possible, which in its own way says a great deal.",
      "Ask around the league and nobody will pick a side out loud. They will only tell you to watch. Somewhere in " +
        "Savannah this week, a grounds crew is checking the weather and getting the tarp ready, just in case.",
    ].join("\n\n"),
  },
  {
    type: "game_recap",
    title: "Hounds Win the Trenches, Outmuscle Stampede 16-10",
    leagueName: "NFL",
    writerId: "tank-whitfield",
    gameDate: "2026-11-18",
    season: 26,
    week: "12",
    hoursAgo: 88,
    homeTeam: "Memphis Hounds",
    awayTeam: "Omaha Stampede",
    homeScore: 16,
    awayScore: 10,
    venue: "Riverbluff Stadium",
    players: [
      qb("p1", "Wes Harlan", "Memphis Hounds", 14, 22, 151, 0, 0),
      rb("p2", "Jamal Booker", "Memphis Hounds", 31, 137, 1),
      def("p3", "Otis Mbeki", "Memphis Hounds", { tackles: 7, sacks: 2, forcedFumbles: 1 }),
      def("p4", "Darius Fenn", "Memphis Hounds", { tackles: 6, defensiveInterceptions: 1 }),
      qb("p5", "Roman Pettaway", "Omaha Stampede", 16, 31, 174, 1, 1),
      rb("p6", "Kade Wilder", "Omaha Stampede", 12, 39, 0, { fumbles: 1 }),
      def("p7", "Gunnar Holm", "Omaha Stampede", { tackles: 12, sacks: 1 }),
    ],
    playerQuotes: "“Those big boys up front kept saying one more. So I kept running.” — Jamal Booker",
    reactions: { "🔥": 6, "👍": 5, "🎤": 4 },
    keyMoments:
      "Jamal Booker carried 31 times behind a line that moved the Omaha front all game, and Otis Mbeki punched the ball out of Kade Wilder's hands.",
  },
  {
    type: "news",
    category: "signing",
    title: "Lake Harmon Lands Coveted Quarterback Recruit Ahead of Signing Day",
    leagueName: "Gridiron Kings",
    writerId: "rita-castellanos",
    gameDate: "2026-11-17",
    season: 26,
    week: "12",
    hoursAgo: 112,
    content: [
      "Lake Harmon University has landed a commitment from Cole Everly, the top-rated pocket passer on the Gridiron " +
        "Kings recruiting board, league sources tell DGSN. Everly picked the Loons over Pinecrest State and Red Mesa " +
        "Tech after a final official visit that, by every account, went about as well as a visit can go.",
      "Sources say the difference was playing time. Lake Harmon's current starter, Eli Brandt, is in his final year " +
        "of eligibility, and the Loons' staff pitched Everly on a clear path to the job. Pinecrest State, with Mason " +
        "Kirby entrenched, could not make the same promise.",
      "The recruiting engine in the season-26 college game made this one a genuine battle. Pipeline bonuses, " +
        "playing-time promises and dealbreaker traits all factored in, and one source described Red Mesa Tech as “a " +
        "single visit away” before the Loons closed late.",
      "What it means next: Lake Harmon now has its succession plan at quarterback, and rivals will be watching how " +
        "the Loons spend their remaining recruiting hours. Expect them to chase receivers next. Pinecrest State, " +
        "meanwhile, is said to be pivoting hard toward defensive help.",
    ].join("\n\n"),
  },
  {
    type: "game_recap",
    title: "Film Room: How Chattanooga's Bunch Sets Carved Up Baton Rouge",
    leagueName: "SLA",
    writerId: "theo-okonkwo",
    gameDate: "2026-11-16",
    season: 26,
    week: "11",
    hoursAgo: 135,
    homeTeam: "Chattanooga Choppers",
    awayTeam: "Baton Rouge Bayou Bandits",
    homeScore: 35,
    awayScore: 21,
    venue: "Lookout Ridge Stadium",
    players: [
      qb("p1", "Zeke Lawson", "Chattanooga Choppers", 23, 31, 308, 4, 0),
      wr("p2", "Quincy Abara", "Chattanooga Choppers", 10, 134, 2, 12),
      wr("p3", "Miles Thornton", "Chattanooga Choppers", 5, 96, 2, 6),
      rb("p4", "Deon Sparks", "Chattanooga Choppers", 18, 77, 1),
      def("p5", "Adrian Voss", "Chattanooga Choppers", { tackles: 6, sacks: 1, defensiveInterceptions: 1 }),
      qb("p6", "Beau Landry", "Baton Rouge Bayou Bandits", 20, 33, 241, 2, 1, {
        carries: 6,
        rushingYards: 44,
        rushingTouchdowns: 1,
      }),
      wr("p7", "Cyrus Boudreaux", "Baton Rouge Bayou Bandits", 8, 117, 1, 11),
    ],
    image: { from: "#1D4ED8", to: "#A5B4FC" },
    reactions: { "👏": 10, "🤔": 6, "👍": 3 },
    keyMoments:
      "Chattanooga lived in tight bunch sets, shallow crossers underneath and a post over the top from the same look, and Baton Rouge never found a clean way to match them.",
  },
  {
    type: "news",
    category: "general",
    title: "Midseason Notebook: The Teams Built for the Long Haul",
    leagueName: "",
    writerId: "marcus-vale",
    gameDate: "2026-11-15",
    hoursAgo: 160,
    image: { from: "#312E81", to: "#C4B5FD" },
    content: [
      "Every season reaches a point where the schedule stops flattering anyone. We have arrived. Across the " +
        "franchise leagues DGSN covers, the early-season surprises are fading, and the teams still standing near the " +
        "top share one trait: they can win more than one way.",
      "The clearest lesson of this season is that depth matters again. The season-26 franchise engine models fatigue " +
        "and momentum with real consequences, and rosters that leaned on a single star are paying for it in the " +
        "closing minutes of close games. The contenders rotate their lines, trust their backup running backs, and " +
        "arrive at the final drive with fresh legs.",
      "The second lesson is preparation. The weekly game-plan system rewards coaches who study opponents' " +
        "tendencies, and the results are showing up on the scoreboard. The best staffs are not calling more plays; " +
        "they are calling the right ones more often, and it shows on third down and in the red zone.",
      "So here is the measure I will use for the rest of the season. Not who wins the shootouts, but who wins the " +
        "ugly games in bad weather when the first plan fails. The teams that can do that are the ones still playing " +
        "when it matters, and by that measure the field is smaller than the standings suggest.",
    ].join("\n\n"),
  },
  {
    type: "game_recap",
    title: "Aurora Trust the Sneak, Steal 20-17 Road Win at Savannah",
    leagueName: "OGLeague25",
    writerId: "hal-brubaker",
    gameDate: "2026-11-14",
    season: 26,
    week: "13",
    hoursAgo: 190,
    homeTeam: "Savannah Sentinels",
    awayTeam: "Anchorage Aurora",
    homeScore: 17,
    awayScore: 20,
    venue: "Live Oak Stadium",
    players: [
      qb("p1", "Finn Kowalski", "Anchorage Aurora", 20, 28, 219, 1, 0, {
        carries: 5,
        rushingYards: 18,
        rushingTouchdowns: 1,
      }),
      rb("p2", "Hector Ruiz", "Anchorage Aurora", 21, 96, 0),
      wr("p3", "Shane Ogilvie", "Anchorage Aurora", 6, 81, 1, 7),
      def("p4", "Colby Wainwright", "Anchorage Aurora", { tackles: 8, sacks: 1, defensiveInterceptions: 1 }),
      qb("p5", "Terrence Boyd", "Savannah Sentinels", 22, 37, 236, 1, 1),
      rb("p6", "Lamar Pettis", "Savannah Sentinels", 17, 84, 1),
    ],
    playerQuotes: "“Coach looked at me and said we're not punting. That's all I needed to hear.” — Finn Kowalski",
    reactions: { "🤔": 7, "👏": 5, "💯": 2 },
    keyMoments:
      "Late, near midfield and needing a yard, Anchorage kept its offense on the field instead of punting. Finn Kowalski's sneak moved the chains, and a handful of snaps later he ran in the winning touchdown himself.",
  },
  {
    type: "game_recap",
    title: "Strand Goes Off as Thoroughbreds Outgun Gold Rush 42-35",
    leagueName: "NFL",
    writerId: "lou-brannigan",
    gameDate: "2026-11-12",
    season: 26,
    week: "10",
    hoursAgo: 230,
    homeTeam: "Sacramento Gold Rush",
    awayTeam: "Louisville Thoroughbreds",
    homeScore: 35,
    awayScore: 42,
    venue: "Goldfield Stadium",
    players: [
      qb("p1", "Dorian Wells", "Louisville Thoroughbreds", 27, 36, 377, 4, 1),
      rb("p2", "Tyson Moreau", "Louisville Thoroughbreds", 20, 112, 2),
      wr("p3", "Calvin Strand", "Louisville Thoroughbreds", 9, 168, 3, 12),
      def("p4", "Emeka Dunn", "Louisville Thoroughbreds", { tackles: 6, defensiveInterceptions: 2 }),
      qb("p5", "Reggie Ames", "Sacramento Gold Rush", 29, 44, 356, 3, 2, {
        carries: 7,
        rushingYards: 52,
        rushingTouchdowns: 1,
      }),
      rb("p6", "Nate Osei", "Sacramento Gold Rush", 14, 63, 1),
      wr("p7", "Jordan Kell", "Sacramento Gold Rush", 11, 141, 2, 15),
      def("p8", "Ty Beaumont", "Sacramento Gold Rush", { tackles: 9, sacks: 1, defensiveInterceptions: 1 }),
    ],
    image: { from: "#F59E0B", to: "#7C2D12" },
    keyMoments: "Emeka Dunn intercepted Reggie Ames twice, and Louisville scored after both.",
  },
  {
    type: "news",
    category: "injury",
    title: "Navigators Lose Anchor Left Tackle Abe Tolliver to Ankle Injury",
    leagueName: "SLA",
    writerId: "tank-whitfield",
    gameDate: "2026-11-11",
    season: 26,
    week: "9",
    hoursAgo: 275,
    reactions: { "👀": 4, "🤯": 3, "👍": 1 },
    content: [
      "Bad news out of Norfolk. Navigators left tackle Abe Tolliver went down with a high ankle sprain, and the team " +
        "expects him out for several weeks. That hurts. That really hurts.",
      "People who don't play the line don't get it. Tolliver is the guy who makes everything else work. He takes the " +
        "best pass rusher on the other side every single week and erases him. Quarterback gets time. Running game " +
        "gets a corner to turn. You lose that, and everything else gets harder.",
      "The backup is a second-year kid who has been solid in spot duty, but now he's getting the whole game, every " +
        "game. And the season-26 game doesn't fake fatigue. Linemen wear down over long drives, and a young tackle " +
        "taking every snap against elite edge guys is going to feel it late. Norfolk needs to give him help. Chip " +
        "him with a tight end. Slide the protection. Run right at the other side.",
      "Tolliver will be back. Tough guy. But the Navigators have to survive the next few weeks without their anchor, " +
        "and the SLA doesn't wait for anybody. Get well, big man.",
    ].join("\n\n"),
  },
  {
    type: "game_recap",
    title: "Under the Lantern, Lake Harmon Edges Pinecrest State by One",
    leagueName: "Gridiron Kings",
    writerId: "nora-ellingsen",
    gameDate: "2026-11-08",
    season: 26,
    week: "10",
    hoursAgo: 320,
    homeTeam: "Lake Harmon University Loons",
    awayTeam: "Pinecrest State Pioneers",
    homeScore: 28,
    awayScore: 27,
    venue: "Loon Lake Field",
    players: [
      qb("p1", "Eli Brandt", "Lake Harmon University Loons", 22, 34, 261, 3, 1),
      wr("p2", "Sam Achebe", "Lake Harmon University Loons", 8, 121, 2, 10),
      rb("p3", "Wyatt Cho", "Lake Harmon University Loons", 18, 92, 1),
      def("p4", "Rafe Dawson", "Lake Harmon University Loons", { tackles: 7, sacks: 2, defensiveInterceptions: 1 }),
      qb("p5", "Mason Kirby", "Pinecrest State Pioneers", 17, 30, 203, 2, 1, { carries: 8, rushingYards: 33 }),
      rb("p6", "Isaiah Frost", "Pinecrest State Pioneers", 23, 118, 1),
      def("p7", "Luis Ortega", "Pinecrest State Pioneers", { tackles: 10, defensiveInterceptions: 1 }),
    ],
    playerQuotes:
      "“I've watched this game from the stands my whole life. I wanted to be the one holding the lantern.” — Rafe " +
      "Dawson",
    image: { from: "#334155", to: "#FCD34D" },
    reactions: { "👏": 9, "🔥": 4, "🤯": 2 },
    keyMoments:
      "Lake Harmon and Pinecrest State play for an old brass lantern every year. When Pinecrest State drove late for a winning score, Rafe Dawson read Mason Kirby's eyes and stepped in front of the throw.",
  },
  {
    type: "news",
    category: "awards",
    title: "By the Numbers: Tavon Reed Named OGLeague25 Offensive Player of the Month",
    leagueName: "OGLeague25",
    writerId: "priya-venkataraman",
    gameDate: "2026-11-06",
    season: 26,
    week: "8",
    hoursAgo: 380,
    content: [
      "Tulsa Tempest running back Tavon Reed is the OGLeague25 Offensive Player of the Month for October, and the " +
        "selection is not close. Reed led the league in rushing yards and rushing touchdowns over the month, and he " +
        "did it without losing a single fumble.",
      "Volume alone does not explain it. Reed ranked near the top of the league in yards after contact, the measure " +
        "the season-26 game now tracks per carry, and his share of runs that gained at least five yards was well " +
        "above the league average for backs with a comparable workload. In plain terms, he turned ordinary blocking " +
        "into positive plays more consistently than anyone else.",
      "His receiving numbers add to the case. Tulsa targeted Reed more often out of the backfield as the month went " +
        "on, and he caught nearly every catchable ball thrown his way. That versatility forced defenses to keep a " +
        "linebacker home, which in turn opened the middle of the field for quarterback Ezra Pruitt.",
      "The honorable mentions deserve their due: Boise receiver Kobe Lindqvist and Savannah quarterback Terrence " +
        "Boyd both posted efficiency marks well above their positional averages. But by the measures that best " +
        "predict winning football, Reed's October stands alone.",
    ].join("\n\n"),
  },
];
