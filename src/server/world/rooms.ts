/**
 * Socket.IO rooms the town uses; they work across processes through the Redis adapter. A file
 * of its own so modules that tell players something (notify.ts) need none of the town's code.
 */
export const rooms = {
  user: (username: string) => `u:${username.toLowerCase()}`,
  zone: (zone: number) => `z:${zone}`,
  /** Everyone who blocks this player: chat from them is sent "except" this room. */
  blockersOf: (username: string) => `b:${username.toLowerCase()}`,
  /** Moderators and admins in town: they alone hear the lines the word filter holds. */
  staff: 'staff',
};
