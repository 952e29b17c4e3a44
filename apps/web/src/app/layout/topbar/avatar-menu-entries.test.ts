import { describe, expect, it } from 'vitest';
import { avatarMenuEntries } from './avatar-menu-entries.ts';

describe('avatar menu entries (SPEC §2, §6)', () => {
  it('personal info and workplace for partner_group 0 or 3 only', () => {
    expect(avatarMenuEntries(0, 5)).toEqual(['/center/getPersonalInfo', '/center/getMyEnterprises', '/center/changePassword', 'logout']);
    expect(avatarMenuEntries(3, 5)).toContain('/center/getPersonalInfo');
    for (const group of [1, 2, undefined]) expect(avatarMenuEntries(group, 5)).toEqual(['/center/changePassword', 'logout']);
  });

  it('the system maintenance shortcut only in enterprise 91', () => {
    expect(avatarMenuEntries(0, 91)).toContain('/setup/setupCenter');
    for (const id of [90, 92, 1, null, undefined]) expect(avatarMenuEntries(0, id)).not.toContain('/setup/setupCenter');
  });
});
