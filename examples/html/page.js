// The page's own code. Game events bubble, so one listener on the document hears every board.
const status = document.getElementById('bots-status');

document.addEventListener('game-over', (event) => {
  if (event.target.id !== 'bots') return;
  const { winners, scores } = event.detail;
  const best = Math.max(...scores.lines.map((line) => line.total));
  status.value = `Game over: ${winners.join(' and ')} won with ${best}`;
});

// Bots only, no delay: the whole game plays out at once. Started on request, since the board's end screen
// is a modal dialog that takes the page until it is closed.
document.getElementById('watch').addEventListener('click', (event) => {
  const board = document.createElement('wikingerschafe-board');
  board.id = 'bots';
  board.setAttribute('players', '2');
  board.setAttribute('seats', 'heuristic,random');
  board.setAttribute('seed', '7');
  board.setAttribute('bot-delay', '0');
  status.value = 'Playing...';
  event.currentTarget.replaceWith(board);
});
