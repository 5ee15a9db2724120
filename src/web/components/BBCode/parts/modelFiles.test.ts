import { describe, expect, it } from 'vitest';
import { modelFileUrl } from './modelFiles';

/** A [three] model names its buffers and textures by URL: they follow the media rule too. */
const page = { href: 'http://town.test:3000/?town=off', origin: 'http://town.test:3000' };

describe('files a 3D model names', () => {
  it('loads files inside the model, pictures of this site and files of other hosts', () => {
    expect(modelFileUrl('data:application/octet-stream;base64,AAAA', page)).toBe('data:application/octet-stream;base64,AAAA');
    expect(modelFileUrl('blob:http://town.test:3000/5b2f', page)).toBe('blob:http://town.test:3000/5b2f');
    expect(modelFileUrl('/cdn/models/a.bin', page)).toBe('/cdn/models/a.bin');
    expect(modelFileUrl('https://models.example/a/../b/tex.png', page)).toBe('https://models.example/a/../b/tex.png');
  });

  it('asks nothing in place of an API route of this site, however it is written', () => {
    for (const url of [
      '/api/forum/post/1/tip',
      '/cdn/models/../../api/friend/3/accept',
      '/cdn/%2e%2e/api/mail/9/read',
      'http://town.test:3000/api/inventory/12/equip/1',
      'http://TOWN.test:8080/game-api/creator/submission',
      '../api/profile/Mallory/block/1',
      'javascript:alert(1)',
    ]) {
      expect(modelFileUrl(url, page)).toBe('data:,');
    }
  });
});
