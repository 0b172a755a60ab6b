/** Which Account Setting sections a user has, and what a URL to one of them shows (decision 130). */
import { describe, expect, it } from 'vitest';
import { accountSettingView, sectionAt } from '../../machines/shared/account-sections';

const admin = { admin: true };
const member = { admin: false };

describe('account sections', () => {
  it('offers Users only to a company admin whose company allows user management', () => {
    const ids = (user: { admin: boolean }, allowManageUser: boolean) =>
      accountSettingView('/account/setting', user, { allowManageUser }).sections.map((s) => s.id);
    expect(ids(admin, true)).toEqual(['profile', 'company', 'users', 'password']);
    expect(ids(admin, false)).toEqual(['profile', 'company', 'password']);
    expect(ids(member, true)).toEqual(['profile', 'company', 'password']);
  });

  it('opens Profile at /account/setting and finds each section by its path', () => {
    expect(sectionAt('/account/setting')).toBe('profile');
    expect(sectionAt('/account/setting/')).toBe('profile');
    expect(sectionAt('/account/setting/company')).toBe('company');
    expect(sectionAt('/account/setting/password/')).toBe('password');
  });

  it('says why a refused section is not shown, with its own message per reason', () => {
    expect(accountSettingView('/account/setting/users', member, { allowManageUser: true }).refusedMessage).toBe('account.refused.notAdmin');
    expect(accountSettingView('/account/setting/users', admin, { allowManageUser: false }).refusedMessage).toBe('account.refused.managementDisabled');
    expect(accountSettingView('/account/setting/users', admin, { allowManageUser: true }).refusedMessage).toBeNull();
    expect(accountSettingView('/account/setting/company', member, { allowManageUser: false }).refusedMessage).toBeNull();
  });
});
