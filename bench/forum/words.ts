/**
 * The seed's vocabulary: words a town's forum would use, so titles and messages read like
 * posts and full-text search has something to find. Seed.ts draws them skewed (earlier words
 * far more often), as real text is: a search for an early word matches thousands of posts, a
 * late one a few hundred.
 */
export const VOCABULARY = [
  'town', 'outfit', 'friend', 'hat', 'party', 'coins', 'gems', 'store', 'dress', 'music', 'dance', 'night', 'garden', 'color', 'style',
  'hair', 'shoes', 'jacket', 'radio', 'game', 'cookie', 'sunset', 'beach', 'fountain', 'market', 'lantern', 'bridge', 'river', 'forest', 'castle',
  'guild', 'quest', 'trade', 'gift', 'birthday', 'wedding', 'concert', 'festival', 'winter', 'summer', 'autumn', 'spring', 'rain', 'snow', 'moon',
  'star', 'ocean', 'island', 'mountain', 'valley', 'village', 'cottage', 'tower', 'library', 'bakery', 'cafe', 'theater', 'museum', 'gallery', 'studio',
  'painting', 'drawing', 'sketch', 'poem', 'story', 'song', 'guitar', 'piano', 'violin', 'drum', 'costume', 'mask', 'crown', 'necklace', 'bracelet',
  'ring', 'earrings', 'scarf', 'gloves', 'boots', 'sneakers', 'sandals', 'skirt', 'trousers', 'sweater', 'hoodie', 'cardigan', 'blouse', 'vest', 'cloak',
  'wings', 'tail', 'horns', 'halo', 'glasses', 'tattoo', 'freckles', 'makeup', 'lipstick', 'ribbon', 'bow', 'flower', 'rose', 'tulip', 'daisy',
  'sunflower', 'lily', 'orchid', 'cactus', 'tree', 'oak', 'willow', 'maple', 'pine', 'cherry', 'blossom', 'butterfly', 'bird', 'owl', 'fox',
  'rabbit', 'kitten', 'puppy', 'dragon', 'unicorn', 'phoenix', 'mermaid', 'pirate', 'knight', 'wizard', 'witch', 'fairy', 'ghost', 'vampire', 'robot',
  'rocket', 'planet', 'galaxy', 'comet', 'meteor', 'telescope', 'compass', 'map', 'treasure', 'chest', 'key', 'door', 'window', 'balcony', 'rooftop',
  'staircase', 'hallway', 'kitchen', 'bedroom', 'attic', 'basement', 'porch', 'fence', 'mailbox', 'bench', 'streetlamp', 'clocktower', 'harbor', 'lighthouse', 'pier',
  'boat', 'sailboat', 'canoe', 'train', 'station', 'tram', 'bicycle', 'scooter', 'skateboard', 'carousel', 'ferris', 'rollercoaster', 'picnic', 'barbecue', 'campfire',
  'marshmallow', 'chocolate', 'strawberry', 'lemonade', 'pancake', 'waffle', 'croissant', 'muffin', 'cupcake', 'pudding', 'noodles', 'dumplings', 'sushi', 'pizza', 'sandwich',
  'velvet', 'silk', 'denim', 'leather', 'linen', 'wool', 'cotton', 'lace', 'sequins', 'glitter', 'pastel', 'neon', 'vintage', 'retro', 'gothic',
  'cottagecore', 'streetwear', 'formal', 'casual', 'cozy', 'elegant', 'spooky', 'cute', 'fancy', 'simple', 'bright', 'dark', 'golden', 'silver', 'crimson',
  'emerald', 'sapphire', 'amethyst', 'turquoise', 'lavender', 'peach', 'mint', 'coral', 'ivory', 'charcoal', 'membership', 'resident', 'badge', 'honor', 'tip',
  'reply', 'thread', 'question', 'answer', 'advice', 'tutorial', 'guide', 'contest', 'giveaway', 'raffle', 'auction', 'collection', 'wardrobe', 'closet', 'mirror',
  'portrait', 'selfie', 'screenshot', 'photo', 'camera', 'frame', 'poster', 'banner', 'sticker', 'emoji', 'whisper', 'mailbag', 'letter', 'postcard', 'diary',
  'journal', 'notebook', 'calendar', 'schedule', 'weekend', 'morning', 'evening', 'midnight', 'holiday', 'vacation', 'adventure', 'journey', 'explorer', 'traveler', 'stranger',
  'neighbor', 'mentor', 'rookie', 'veteran', 'champion', 'winner', 'runnerup', 'teammate', 'rival', 'partner', 'sweetheart', 'bestie', 'crew', 'club', 'society',
  'meeting', 'gathering', 'parade', 'carnival', 'masquerade', 'ballroom', 'waltz', 'tango', 'disco', 'karaoke', 'playlist', 'melody', 'rhythm', 'chorus', 'lullaby',
  'riddle', 'puzzle', 'mystery', 'secret', 'rumor', 'legend', 'myth', 'prophecy', 'spell', 'potion', 'crystal', 'amulet', 'talisman', 'relic', 'artifact',
  'blueprint', 'design', 'pattern', 'texture', 'palette', 'gradient', 'shading', 'outline', 'brush', 'canvas', 'pixel', 'sprite', 'animation', 'render', 'model',
  'thunderstorm', 'rainbow', 'aurora', 'eclipse', 'solstice', 'equinox', 'hurricane', 'blizzard', 'drizzle', 'breeze', 'whirlwind', 'mist', 'fog', 'frost', 'dew',
] as const;

/** Words of a title or message are joined with these; a few carry punctuation to be realistic. */
export const OPENERS = ['Hey everyone,', 'Quick question:', 'Just wanted to share', 'Does anyone know', 'Looking for', 'Finally finished', 'Help with', 'My new', 'Thoughts on'];
