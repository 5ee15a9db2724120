-- Reserved: 0023_demo_residents. Written by hand (no drizzle-kit snapshot); see the migration notes in docs/ARCHITECTURE.md.
SELECT 1;
