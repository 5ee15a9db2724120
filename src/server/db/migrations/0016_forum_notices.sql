-- Forum change notices (src/server/db/changes.ts, topic 'forum', through migration 0014's
-- oldroad_notice), so every app process can keep list pages and post pages in memory
-- (src/server/modules/forum/cache.ts). Triggers catch every writer (the app, moderation, My
-- Data, seeds, `npm run admin`, psql). Ids:
--   p<post id>   the post or what its list entry shows changed: its row (content, counters, pin,
--                lock, hide, move, delete), its tips and NSFW votes, replies added or deleted
--                (who has replied)
--   r<post id>   its post page changed: one of its replies (added, edited, tipped, hidden,
--                deleted) or a reply's tips
--   a<user id>   how the player is shown as an author changed (profile; the user row and
--                customizations already record 'user' notices, migration 0014)
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
DECLARE
  post uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
BEGIN
  PERFORM oldroad_notice('forum', 'r' || post::text);
  IF TG_OP <> 'UPDATE' THEN
    PERFORM oldroad_notice('forum', 'p' || post::text);
  ELSIF NEW.post_id IS DISTINCT FROM OLD.post_id THEN
    PERFORM oldroad_notice('forum', 'r' || OLD.post_id::text);
    PERFORM oldroad_notice('forum', 'p' || OLD.post_id::text);
    PERFORM oldroad_notice('forum', 'p' || NEW.post_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tips and votes: the post's (or the reply's post's) pages, whoever wrote the row.
CREATE OR REPLACE FUNCTION oldroad_notice_forum_tip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', (CASE WHEN OLD.reply_id IS NULL THEN 'p' ELSE 'r' END) || OLD.post_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', (CASE WHEN NEW.reply_id IS NULL THEN 'p' ELSE 'r' END) || NEW.post_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_forum_vote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', 'p' || OLD.post_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'p' || NEW.post_id::text);
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
