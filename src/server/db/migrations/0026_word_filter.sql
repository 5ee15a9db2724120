-- Reserved: 0026_word_filter. Written by hand (no drizzle-kit snapshot).
SELECT 1;
