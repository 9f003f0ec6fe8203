import { describe, expect, it } from 'vitest';
import { keyBytes } from './push.ts';

describe('keyBytes', () => {
  it('decodes base64url without padding into the raw key bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    const key = 'BKLIU87qBUHo8XmzJ86jXRYutONtlBIjx0fIsSHgpZmFsxwO0ByDSka_P5L4N_xyH6WiaC-1hUAy0lUzlOntTEk';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4); // an uncompressed P-256 point
  });
});
