-- 0027_notice_topics (issue 23 §4): change notices that touch only what shows the change.
-- Written by hand (no table changes, so no drizzle schema to keep in step).
--
-- 1. A narrower `author` topic beside `user`. The `user` notice (0014) fires for every change
--    of a users row (balances and honor too: every tip, purchase and FLOW grant), as the session
--    cache, the store's viewers and the town's standing need. Forum pages show of a player only
--    how they are shown as an author: name, membership and its end (users/membership.ts),
--    badges, bio colour (profiles) and name-tag colour (customizations). `author` notices fire
--    when one of those really changes, and nothing else listens for them but the pages.
--    (0016's `a<player>` forum notice from profiles is replaced by it.)
-- 2. Forum notices say what changed, so kept pages go only where they show it
--    (src/server/modules/forum/cache.ts):
--      k<category>  the lists of a category (and All posts) changed: a post came, went, moved,
--                   was pinned, hidden or shown, or its title or message changed (searches)
--      c<post>      what pages show of the post changed, not where lists put it: lock, edit
--                   time, NSFW flag or votes, who tipped, voted or replied; the pages showing
--                   the post go
--      t<post>      its tips count changed: as c, and lists sorted by tips
--      n<post>      its reply count changed: as c, and lists sorted by replies
--      r<post>      its replies or their tips changed: its post pages go
--    The app's own writers still deliver `p<post>` (every list and the post's pages) where they
--    know no better (moderation, My Data, reports); the cache takes both.
CREATE FUNCTION oldroad_notice_author_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM oldroad_notice('author', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION oldroad_notice_author_owned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('author', OLD.user_id::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM oldroad_notice('author', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- UPDATE OF: a balance or honor change (SET coins, gems, honor) does not even evaluate WHEN.
CREATE TRIGGER users_author_notice AFTER UPDATE OF username, membership, membership_ends_at, badges ON users FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.membership IS DISTINCT FROM NEW.membership
    OR OLD.membership_ends_at IS DISTINCT FROM NEW.membership_ends_at OR OLD.badges IS DISTINCT FROM NEW.badges)
  EXECUTE FUNCTION oldroad_notice_author_user();
--> statement-breakpoint
CREATE TRIGGER customizations_author_added AFTER INSERT ON customizations FOR EACH ROW
  WHEN (NEW.nametag_color IS NOT NULL) EXECUTE FUNCTION oldroad_notice_author_owned();
--> statement-breakpoint
CREATE TRIGGER customizations_author_changed AFTER UPDATE OF nametag_color, user_id ON customizations FOR EACH ROW
  WHEN (OLD.nametag_color IS DISTINCT FROM NEW.nametag_color OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION oldroad_notice_author_owned();
--> statement-breakpoint
CREATE TRIGGER customizations_author_removed AFTER DELETE ON customizations FOR EACH ROW
  WHEN (OLD.nametag_color IS NOT NULL) EXECUTE FUNCTION oldroad_notice_author_owned();
--> statement-breakpoint
DROP TRIGGER profiles_forum_notice ON profiles;
--> statement-breakpoint
DROP FUNCTION oldroad_notice_forum_author();
--> statement-breakpoint
CREATE TRIGGER profiles_author_added AFTER INSERT ON profiles FOR EACH ROW
  WHEN (NEW.bio_color IS NOT NULL) EXECUTE FUNCTION oldroad_notice_author_owned();
--> statement-breakpoint
CREATE TRIGGER profiles_author_changed AFTER UPDATE OF bio_color, user_id ON profiles FOR EACH ROW
  WHEN (OLD.bio_color IS DISTINCT FROM NEW.bio_color OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION oldroad_notice_author_owned();
--> statement-breakpoint
CREATE TRIGGER profiles_author_removed AFTER DELETE ON profiles FOR EACH ROW
  WHEN (OLD.bio_color IS NOT NULL) EXECUTE FUNCTION oldroad_notice_author_owned();
--> statement-breakpoint
-- The forum's triggers (0016) keep their names and tables; their functions say more now.
CREATE OR REPLACE FUNCTION oldroad_notice_forum_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted boolean := false;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM oldroad_notice('forum', 'k' || NEW.category);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'k' || OLD.category);
    PERFORM oldroad_notice('forum', 'c' || OLD.id::text);
  ELSIF NEW.category IS DISTINCT FROM OLD.category OR NEW.is_pinned IS DISTINCT FROM OLD.is_pinned
      OR (NEW.hidden_at IS NULL) IS DISTINCT FROM (OLD.hidden_at IS NULL) OR NEW.created_at IS DISTINCT FROM OLD.created_at
      OR NEW.title IS DISTINCT FROM OLD.title OR NEW.message IS DISTINCT FROM OLD.message THEN
    PERFORM oldroad_notice('forum', 'k' || OLD.category);
    IF NEW.category IS DISTINCT FROM OLD.category THEN
      PERFORM oldroad_notice('forum', 'k' || NEW.category);
    END IF;
    PERFORM oldroad_notice('forum', 'c' || NEW.id::text);
  ELSE
    IF NEW.tips_count IS DISTINCT FROM OLD.tips_count THEN
      PERFORM oldroad_notice('forum', 't' || NEW.id::text);
      counted := true;
    END IF;
    IF NEW.reply_count IS DISTINCT FROM OLD.reply_count THEN
      PERFORM oldroad_notice('forum', 'n' || NEW.id::text);
      counted := true;
    END IF;
    IF NOT counted AND NEW IS DISTINCT FROM OLD THEN
      PERFORM oldroad_notice('forum', 'c' || NEW.id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A reply added or deleted changes who has replied (c; the count comes with the post's own
-- update, n); any change of a reply changes its post's pages (r).
CREATE OR REPLACE FUNCTION oldroad_notice_forum_reply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
BEGIN
  PERFORM oldroad_notice('forum', 'r' || post::text);
  IF TG_OP <> 'UPDATE' OR NEW.author_id IS DISTINCT FROM OLD.author_id THEN
    PERFORM oldroad_notice('forum', 'c' || post::text);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.post_id IS DISTINCT FROM OLD.post_id THEN
    PERFORM oldroad_notice('forum', 'r' || OLD.post_id::text);
    PERFORM oldroad_notice('forum', 'c' || OLD.post_id::text);
    PERFORM oldroad_notice('forum', 'c' || NEW.post_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A post's tips change who has tipped it (c; the count comes with the post's update, t); a
-- reply's, its post's pages (r).
CREATE OR REPLACE FUNCTION oldroad_notice_forum_tip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', (CASE WHEN OLD.reply_id IS NULL THEN 'c' ELSE 'r' END) || OLD.post_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', (CASE WHEN NEW.reply_id IS NULL THEN 'c' ELSE 'r' END) || NEW.post_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oldroad_notice_forum_vote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM oldroad_notice('forum', 'c' || OLD.post_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM oldroad_notice('forum', 'c' || NEW.post_id::text);
  END IF;
  RETURN NULL;
END $$;
