import { describe, expect, it } from 'vitest';
import { avatarMaxBytes, checkAvatarFile } from './avatar-file.ts';

describe('avatar file check (SPEC §9: jpg, jpeg, png; 5 MB)', () => {
  it('accepts the three image types in any case up to 5 MB', () => {
    for (const name of ['me.jpg', 'me.JPEG', 'photo.Png']) expect(checkAvatarFile({ name, size: avatarMaxBytes })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ name: 'me.gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'png', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'me.png', size: avatarMaxBytes + 1 })).toBe('size');
  });
});
