-- Reserved: 0019_accounts_verification. Written by hand (no drizzle-kit snapshot); see the migration notes in docs/ARCHITECTURE.md.
SELECT 1;
