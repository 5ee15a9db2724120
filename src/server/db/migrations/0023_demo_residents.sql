-- Demo residents (issue 22, section 3): demo players who walk Old Road Town through the world
-- server while no one plays them. Set by the demo seed only; their profile shows a marker.
ALTER TABLE "users" ADD COLUMN "is_demo_resident" boolean DEFAULT false NOT NULL;
