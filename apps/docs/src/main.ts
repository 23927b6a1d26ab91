/** Home page: the games, what is playable now and what is coming. */
import { gameRegistry, type GameId } from '@viking-games/core/registry';
import { frame } from './layout.js';
import { heroArt, seesawArt, valleyArt, wikingerschafeArt, wildeArt } from './art.js';

interface GameCard {
  readonly art: string;
  readonly blurb: string;
  readonly players: string;
}

/** Each game's card on the home page, shown in the registry's order (a game of the registry without a card is a type error). */
const CARDS: Record<GameId, GameCard> = {
  wikingerschafe: {
    art: wikingerschafeArt,
    blurb: 'Roll your Viking dice, place them on five Locations and win the favour of a very opinionated herd of sheep. Loot, mead, shields and a trip to Wollhalla.',
    players: '2–4 players · about 20 minutes · solo against the computer, hot-seat or online',
  },
  'viking-seesaw': {
    art: seesawArt,
    blurb: 'Load cargo onto a longship that balances on a pivot. Gold is heavy, glass is light, and whatever tips over the rail lands back in your own storage, so you load it again.',
    players: '2–4 players · dexterity with real physics',
  },
  'wilde-wikinger': {
    art: wildeArt,
    blurb: 'Race three Viking ships to the village with jewels on board, bid for their cargo, and keep clear of the pirates and Nessie.',
    players: '2–5 players · dice, auctions and a little bluff',
  },
  'viking-valley': {
    art: valleyArt,
    blurb: 'Bowl at the barrels on the village square, walk your Viking along the dock and collect coins before the others do.',
    players: '2–4 players · bowling with real physics, then a race along the dock',
  },
};

const GAMES = gameRegistry.map(({ id, title }) => ({ title, href: `./${id}.html`, ...CARDS[id] }));

const app = frame('home');
app.innerHTML = `
  <section class="hero">
    <div>
      <h1>Viking board games, right here on the page</h1>
      <p class="lead">Play alone against the computer, with friends around one screen, or online with friends on their own phones. Site owners embed a game with one tag and a script, and theme it to match their pages.</p>
      <p><a class="button" href="./wikingerschafe.html">Play Wikingerschafe now</a></p>
    </div>
    <div class="hero-art">${heroArt}</div>
  </section>
  <h2 id="games">The games</h2>
  <ul class="games" aria-labelledby="games">
    ${GAMES.map(
      (game) => `<li><article class="game-card" aria-labelledby="g-${game.title.replace(/\W+/g, '-')}">
        ${game.art}
        <div class="body">
          <span><span class="badge now">Playable now</span></span>
          <h3 id="g-${game.title.replace(/\W+/g, '-')}">${game.title}</h3>
          <p>${game.blurb}</p>
          <p class="meta">${game.players}</p>
          <div class="cta"><a class="button" href="${game.href}">Play ${game.title}</a></div>
        </div>
      </article></li>`,
    ).join('')}
  </ul>
  <h2>Made for readers, site owners and developers</h2>
  <ul class="features">
    <li><strong>On a phone or a big screen</strong>From a 320 px column to a 1200 px page, with mouse, touch or keyboard alone.</li>
    <li><strong>Online with friends</strong>Choose “Online” on a game's page (<code>npm start</code> runs the game server beside this site), start a room and share its link or code: each friend plays on their own device and sees only their own hand. After the game, a rematch starts in the same room.</li>
    <li><strong>Fair computer opponents</strong>Bots take their turns at a pace you can follow, and every move is written in the game log.</li>
    <li><strong>One tag to embed</strong><code>&lt;wikingerschafe-board&gt;</code> with attributes for players, seats, language and theme.</li>
    <li><strong>Rules as statecharts</strong>The same rules drive the elements, a Node script or your own React front end.</li>
  </ul>
`;
