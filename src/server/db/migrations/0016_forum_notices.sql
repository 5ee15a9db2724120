-- Forum change notices (src/server/db/changes.ts, topic 'forum', through migration 0014's
-- oldroad_notice), so every app process can keep list pages, posts and each player's tips,
-- votes and replies in memory (src/server/modules/forum/cache.ts). Triggers catch every writer
-- (the app, moderation, My Data, seeds, `npm run admin`, psql). Ids:
--   forum:p<post id>   a post's row changed (content, counters, pin, lock, hide, move, delete)
--   forum:r<post id>   one of the post's replies changed (added, edited, tipped, hidden, deleted)
--   forum:v<user id>   the player's own relation to posts changed (their tips, votes, replies)
--   forum:a<user id>   how the player is shown as an author changed (profile; the user row and
--                      customizations already send 'user:<id>', migration 0014)
CREATE OR REPLACE FUNCTION oldroad_notice_forum_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'p' || OLD.id::text);
  ELSE
    PERFORM oldroad_notice('forum', 'p' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_forum_reply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', 'r' || OLD.post_id::text);
    IF TG_OP = 'DELETE' THEN
      PERFORM oldroad_notice('forum', 'v' || OLD.author_id::text);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'r' || NEW.post_id::text);
    IF TG_OP = 'INSERT' THEN
      PERFORM oldroad_notice('forum', 'v' || NEW.author_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_forum_tip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', 'v' || OLD.tipper_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'v' || NEW.tipper_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_forum_vote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', 'v' || OLD.voter_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'v' || NEW.voter_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_forum_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', 'a' || OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'a' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER forum_posts_notice AFTER INSERT OR UPDATE OR DELETE ON forum_posts FOR EACH ROW EXECUTE FUNCTION oldroad_notice_forum_post();
--> statement-breakpoint
CREATE TRIGGER forum_replies_notice AFTER INSERT OR UPDATE OR DELETE ON forum_replies FOR EACH ROW EXECUTE FUNCTION oldroad_notice_forum_reply();
--> statement-breakpoint
CREATE TRIGGER forum_tips_notice AFTER INSERT OR UPDATE OR DELETE ON forum_tips FOR EACH ROW EXECUTE FUNCTION oldroad_notice_forum_tip();
--> statement-breakpoint
CREATE TRIGGER forum_nsfw_votes_notice AFTER INSERT OR UPDATE OR DELETE ON forum_nsfw_votes FOR EACH ROW EXECUTE FUNCTION oldroad_notice_forum_vote();
--> statement-breakpoint
CREATE TRIGGER profiles_forum_notice AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION oldroad_notice_forum_author();
