-- Reserved: 0025_reports. Written by hand (no drizzle-kit snapshot).
SELECT 1;
