/**
 * The fixed list the chat filtered before admins managed the list (issue 21 §4): migration 0026
 * seeds the word_filter table with these, each `censor`. Kept here for the tests that check the
 * seed and the matcher against it; the table is the list from then on.
 */
export const SEED_WORDS = [
  'fuck',
  'fucker',
  'fucking',
  'motherfucker',
  'shit',
  'bullshit',
  'cunt',
  'bitch',
  'asshole',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'whore',
  'slut',
] as const;
