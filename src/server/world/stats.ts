/**
 * Counters of what the town refused or dropped, for operators: a rising `malformed` or
 * `floodDisconnects` means a broken or hostile client. Logged once a minute when non-zero.
 */
export interface WorldStats {
  connections: number;
  refusedConnections: number;
  replacedConnections: number;
  malformed: number;
  throttled: number;
  floodDisconnects: number;
  /** Chat flood mutes decided (world/flood.ts). */
  floodMutes: number;
  acceptedMoves: number;
  refusedMoves: number;
  chats: number;
  whispers: number;
  ticks: number;
}

export function newStats(): WorldStats {
  return {
    connections: 0,
    refusedConnections: 0,
    replacedConnections: 0,
    malformed: 0,
    throttled: 0,
    floodDisconnects: 0,
    floodMutes: 0,
    acceptedMoves: 0,
    refusedMoves: 0,
    chats: 0,
    whispers: 0,
    ticks: 0,
  };
}
