/**
 * Account Setting in the real app, as signed-in demo accounts: sections by role and company flag (and
 * why a refused one is not shown), the profile's messages next to its fields with what was typed kept,
 * the header showing a saved name at once, My Company read-only or edited by the admin, and Change
 * Password inside Account Setting.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { issueTokens } from '../../mocks/store/sessions.store';
import { DEMO_USER } from '../../mocks/store/users.store';
import { createTokenStore, expiresAtFromNow } from '../../src/api/token-store';
import { renderRoute } from '../utils/render-route';

/** Nils, admin of Nordic Outdoor (allowManageUser false): render-route knows only the three demo accounts. */
function signInAsNordicAdmin() {
  const issued = issueTokens(DEMO_USER.nordicShipper);
  createTokenStore().setTokens({
    accessToken: issued.access_token,
    refreshToken: issued.refresh_token,
    accessTokenExpiresAt: expiresAtFromNow(issued.expires_in),
  });
}

const sectionLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Account sections' });
  return within(nav).getAllByRole('link').map((a) => a.textContent);
};

describe('Account Setting sections', () => {
  it('opens Profile at /account/setting and offers no Users to a user who is not an admin', async () => {
    renderRoute('/account/setting', { as: 'shipper' });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 2 })).toBeInTheDocument();
    expect(await sectionLinks()).toEqual(['Profile', 'My Company', 'Change Password']);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Users to the admin of a company that allows user management', async () => {
    renderRoute('/account/setting/company', { as: 'admin' });
    expect(await sectionLinks()).toEqual(['Profile', 'My Company', 'Users', 'Change Password']);
    expect(screen.getByRole('link', { name: 'My Company' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not offer Users to the admin of a company with allowManageUser false, and says why at its URL', async () => {
    signInAsNordicAdmin();
    renderRoute('/account/setting/users');
    expect(await screen.findByText(/User management is turned off for your company/)).toBeInTheDocument();
    expect(await sectionLinks()).toEqual(['Profile', 'My Company', 'Change Password']);
  });

  it('tells a user who is not an admin why Users is not shown, with a way back', async () => {
    const app = renderRoute('/account/setting/users', { as: 'shipper' });
    expect(await screen.findByText(/Only a company admin can manage the users/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Go to your profile' }));
    await app.waitForPath('/account/setting/profile');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 2 })).toBeInTheDocument();
  });

  it('has Change Password inside Account Setting', async () => {
    const app = renderRoute('/account/setting/password', { as: 'shipper' });
    expect(await screen.findByRole('heading', { name: 'Change password', level: 2 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your old password.')).toBeInTheDocument();
  });
});

describe('Profile', () => {
  it('says an empty required field next to it, keeps what was typed, then saves and shows the new name in the header', async () => {
    const app = renderRoute('/account/setting/profile', { as: 'shipper' });
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Sam');
    await app.user.clear(first);
    await app.user.clear(screen.getByLabelText('Last name'));
    await app.user.type(screen.getByLabelText('Last name'), 'Sailor');
    await app.user.clear(screen.getByLabelText('Extension (optional)'));
    await app.user.type(screen.getByLabelText('Extension (optional)'), '77');
    await app.user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')).toContain('profile-first-name-error');
    expect(first).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveValue('Sailor');
    expect(screen.getByLabelText('Extension (optional)')).toHaveValue('77');

    await app.user.type(first, 'Samira');
    await app.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Samira Sailor/ })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toMatchObject({ firstName: 'Samira', lastName: 'Sailor', extension: '77' });
  });

  it('says an e-mail another user has next to the e-mail, keeping it', async () => {
    const app = renderRoute('/account/setting', { as: 'shipper' });
    const email = await screen.findByLabelText('E-mail');
    await app.user.clear(email);
    await app.user.type(email, 'admin@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This e-mail is already used by another user. Please use another one.')).toBeInTheDocument();
    expect(email).toHaveValue('admin@example.com');
  });
});

describe('My Company', () => {
  it('is read-only for a user who is not the company admin', async () => {
    renderRoute('/account/setting/company', { as: 'shipper' });
    expect(await screen.findByText('Only your company admin can change these details.')).toBeInTheDocument();
    expect(screen.getByText('Legal company name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit company' })).toBeNull();
  });

  it('the admin edits it: a rule next to its field, what was typed kept, then saved', async () => {
    const app = renderRoute('/account/setting/company', { as: 'admin' });
    await app.user.click(await screen.findByRole('button', { name: 'Edit company' }));
    const name = screen.getByLabelText('Legal company name');
    await app.user.clear(name);
    const city = screen.getByLabelText('City');
    await app.user.clear(city);
    await app.user.type(city, 'Irvine');
    await app.user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveValue('Irvine');

    await app.user.type(name, 'Acme Worldwide Inc.');
    await app.user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Your company details were saved.')).toBeInTheDocument();
    expect(screen.getByText('Acme Worldwide Inc.')).toBeInTheDocument();
    expect(screen.getByText('Irvine')).toBeInTheDocument();
  });
});
