/** The town (PixiJS canvas, HUD, chat). Placeholder until the live-town work lands. */
export function GameScreen() {
  return <div data-testid="game-screen" style={{ position: 'absolute', inset: 0, background: '#2b3a55' }} />;
}
