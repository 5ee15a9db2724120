-- Reserved: 0020_policies. Written by hand (no drizzle-kit snapshot); see the migration notes in docs/ARCHITECTURE.md.
SELECT 1;
