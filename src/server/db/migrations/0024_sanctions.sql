-- Reserved: 0024_sanctions. Written by hand (no drizzle-kit snapshot).
SELECT 1;
