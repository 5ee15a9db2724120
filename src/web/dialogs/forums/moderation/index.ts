/**
 * Moderation inside the post view (forum-client renders these; they draw nothing for players).
 * Acts toast the server's message and refresh every forum query (FORUM_KEY).
 */
export { PostModerationBar, type PostModerationBarProps } from './PostModerationBar';
export { ReplyModerationBar, type ReplyModerationBarProps } from './ReplyModerationBar';
export type { ModerationChange } from './useModeration';
