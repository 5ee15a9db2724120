-- Reserved: 0021_hardening_ops. Written by hand (no drizzle-kit snapshot); see the migration notes in docs/ARCHITECTURE.md.
SELECT 1;
