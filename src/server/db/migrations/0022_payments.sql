-- Reserved: 0022_payments. Written by hand (no drizzle-kit snapshot); see the migration notes in docs/ARCHITECTURE.md.
SELECT 1;
