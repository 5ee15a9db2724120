/** The words of the Creator Guide (pictures and tables come from the art and src/common). */
export const GUIDE_TEXT = {
  title: 'Oldroad Creator Guide',
  subtitle: 'How to draw an item that every avatar in Old Road Town can wear',
  templateIntro: [
    'An item is one PNG sprite sheet of exactly 2550 x 850 pixels: six views of 425 x 850 pixels side by side, in the order below.',
    'Draw each view over the body outline of its frame, in the same place and the same pose, and leave everything else transparent.',
    'Items are drawn for this body; the male body shares its outline within a few pixels, so one sheet fits both.',
  ],
  rotation:
    'Turning an avatar shows frames 0, 1, 2, 3, 5, 4 in turn (views 4 and 5 swap when the sheet is read), so it turns all the way round: front, front right, back right, back, back left, front left.',
  exampleIntro: 'An example: the item alone (what you upload), then the same sheet worn on the body by the compositor.',
  hairIntro:
    'Long hair has two sheets: the hair in front, and a back part drawn behind the body (the layer "Hair (back part)"). Most items need only one sheet.',
  layersIntro:
    'Every avatar is drawn from 38 layers, bottom first: later layers cover earlier ones. The order depends on which way the avatar faces, so wings are behind the body from the front and over it from behind.',
  categoriesIntro:
    'Choose the category your item is worn as. Its code is what the store and the submission form use; the emoji marks it in lists. Each picture is a house item of that category.',
  dos: [
    'Exactly 2550 x 850 pixels, PNG, with a transparent background.',
    'All six views, each in its own 425 x 850 frame, in the template\'s order.',
    'Stay inside the body\'s outline for each view (a hat or wings may reach past it, but stay inside the frame).',
    'The same pose in every view: match the body of the template, frame by frame.',
    'Draw only your item: one category per sheet.',
    'Try it on both bodies and all six views in the Character Preview Tool before you submit.',
  ],
  donts: [
    'No background colour, floor, shadow box or frame lines.',
    'No text, logos, watermarks, signatures or brand names.',
    'No JPEG, WebP or GIF, and no other size: a sheet of another size is refused.',
    'Do not move, tilt or resize the body\'s pose, and do not draw the body itself.',
    'Nothing outside a view\'s frame: it would show in the neighbouring view.',
    'No content that breaks the town rules (nudity, hate, violence).',
  ],
  exampleLabels: { good: 'Good: transparent, on the outline', opaque: 'Wrong: a background', outside: 'Wrong: moved and tilted', logo: 'Wrong: text or logos' },
  footer: 'Oldroad Creator Guide',
} as const;
