/**
 * The Users section of Account Setting, rendered in the REAL app (every provider, the router, the
 * session) as the company admin, against the embedded backend: the table, filters, the add form's
 * rules next to the fields, a server refusal that keeps what was typed, the invitation with its
 * temporary password e-mailed and shown once (Copy, Dismiss), a reset with a new one, and a deactivation after its
 * confirmation. The admin's own row offers neither deactivation nor reset.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, findUserByEmail, lastAccountMail, TEMPORARY_PASSWORD } from '../../../mocks/store/users.store';
import { verifyPassword } from '../../../mocks/password-hasher';
import { renderRoute, type RenderRouteResult } from '../../utils/render-route';

const WAIT = { timeout: 5000 };

async function openSection() {
  const app = renderRoute('/account/setting/users', { as: 'admin' });
  await screen.findByRole('heading', { name: 'Users' }, WAIT);
  await screen.findByText(/Showing 1–\d+ of \d+ users/, undefined, WAIT);
  return app;
}

const rowOf = (userId: string) => document.querySelector<HTMLElement>(`tr[data-user-id="${userId}"]`)!;

async function fill(app: RenderRouteResult, label: string | RegExp, value: string) {
  const box = screen.getByLabelText(label);
  await app.user.clear(box);
  await app.user.type(box, value);
}

describe('Users section', () => {
  it('lists the company users; the admin’s own row offers no deactivation or reset', async () => {
    await openSection();
    const own = rowOf(DEMO_USER.admin);
    expect(own).toHaveTextContent('You');
    expect(within(own).getByRole('button', { name: 'Edit Alex Admin' })).toBeEnabled();
    expect(within(own).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: /Reset password/ })).toBeNull();
    const shipper = rowOf(DEMO_USER.shipper);
    expect(within(shipper).getByRole('button', { name: 'Deactivate Sam Shipper' })).toBeEnabled();
    expect(within(shipper).getByRole('button', { name: 'Reset password for Sam Shipper' })).toBeEnabled();
    expect(rowOf(DEMO_USER.inactive)).toHaveTextContent('Inactive');
    expect(within(rowOf(DEMO_USER.inactive)).getByRole('button', { name: 'Activate Ivan Inactive' })).toBeEnabled();
  });

  it('filters by authority and status, with the filters in the URL', async () => {
    const app = await openSection();
    await app.user.selectOptions(screen.getByLabelText('Authority'), 'true');
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 users')).toBeInTheDocument(), WAIT);
    expect(rowOf(DEMO_USER.admin)).toBeTruthy();
    expect(window.location.search).toContain('admin=true');
    await app.user.selectOptions(screen.getByLabelText('Authority'), '');
    await app.user.selectOptions(screen.getByLabelText('Status'), 'UNACTIVE');
    await waitFor(() => expect(rowOf(DEMO_USER.shipper)).toBeNull(), WAIT);
    expect(rowOf(DEMO_USER.inactive)).toBeTruthy();
  });

  it('adds a user: rules next to the fields, a refused e-mail keeps what was typed, then the invitation', async () => {
    const app = await openSection();
    await app.user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' }, WAIT);
    expect(dialog).toHaveTextContent('When the account is created, we e-mail them a temporary password, which you also see here once.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const first = within(dialog).getByLabelText('First name *');
    expect(first).toHaveAccessibleDescription('Enter the first name.');
    await waitFor(() => expect(first).toHaveFocus());
    expect(within(dialog).getByLabelText('Phone *')).toHaveAccessibleDescription('Enter the phone number.');

    await fill(app, 'First name *', 'Nora');
    await fill(app, 'Last name *', 'New');
    await fill(app, 'E-mail *', 'shipper@example.com');
    await app.user.selectOptions(within(dialog).getByLabelText('Country or region of the phone *'), 'US');
    await fill(app, 'Phone *', '12');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByLabelText('Phone *')).toHaveAccessibleDescription('Enter a valid phone number for the country or region chosen.');

    await fill(app, 'Phone *', '(562) 555-0777');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const email = within(dialog).getByLabelText('E-mail *');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Another user already has this e-mail. Use a different address.'), WAIT);
    expect(within(dialog).getByLabelText('First name *')).toHaveValue('Nora');
    expect(within(dialog).getByLabelText('Phone *')).toHaveValue('(562) 555-0777');

    await fill(app, 'E-mail *', 'nora.new@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The account of nora.new@example.com is ready.', undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const created = findUserByEmail('nora.new@example.com')!;
    expect(created).toMatchObject({ phone: '+15625550777', phoneCountry: 'US', temporaryPassword: true, admin: false });
    await waitFor(() => expect(rowOf(created.id)).toHaveTextContent('Invitation pending'), WAIT);

    // The temporary password, e-mailed and shown once to hand over: the one the account now has, not the seed's.
    const panel = screen.getByRole('region', { name: 'Temporary password for Nora New' });
    const password = within(panel).getByText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/).textContent!;
    expect(panel).toHaveTextContent(
      `An e-mail with this temporary password was sent to nora.new@example.com: ${password}. You can also give it to Nora yourself. They choose their own at first sign-in. It is not shown here again.`,
    );
    expect(password).not.toBe(TEMPORARY_PASSWORD);
    expect(await verifyPassword(password, created.password)).toBe(true);
    expect(lastAccountMail('nora.new@example.com', 'INVITATION')).toMatchObject({ secret: password });
    expect(window.location.href).not.toContain(password);
    expect(JSON.stringify({ ...localStorage })).not.toContain(password);

    await app.user.click(within(panel).getByRole('button', { name: 'Copy password' }));
    expect(await within(panel).findByText('Copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(password);

    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /Temporary password/ })).toBeNull();
    expect(screen.queryByText(password)).toBeNull();
    // Some sixty characters typed key by key: slow on a loaded machine, not stuck.
  }, 45_000);

  it('resets a password after the confirmation and shows the new one until the next action', async () => {
    const app = await openSection();
    await app.user.click(within(rowOf(DEMO_USER.shipper)).getByRole('button', { name: 'Reset password for Sam Shipper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the password of Sam Shipper?' }, WAIT);
    await app.user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const panel = await screen.findByRole('region', { name: 'Temporary password for Sam Shipper' }, WAIT);
    const password = within(panel).getByText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/).textContent!;
    expect(panel).toHaveTextContent(`An e-mail with this temporary password was sent to shipper@example.com: ${password}. You can also give it to Sam yourself.`);
    expect(await verifyPassword(password, findUserByEmail('shipper@example.com')!.password)).toBe(true);
    expect(screen.getByText('shipper@example.com has a new temporary password. Their old one no longer works and they were signed out.')).toBeInTheDocument();
    // Where the browser refuses the clipboard (plain http), the admin is told to copy it by hand.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
    await app.user.click(within(panel).getByRole('button', { name: 'Copy password' }));
    expect(await within(panel).findByText('Copying is not available here: select the password and copy it.')).toBeInTheDocument();

    // The admin's next action drops it.
    await app.user.click(within(rowOf(DEMO_USER.admin)).getByRole('button', { name: 'Edit Alex Admin' }));
    await screen.findByRole('dialog', { name: 'Edit Alex Admin' }, WAIT);
    expect(screen.queryByRole('region', { name: /Temporary password/ })).toBeNull();
    expect(screen.queryByText(password)).toBeNull();
  });

  it('deactivates a user after the confirmation, and the row says so', async () => {
    const app = await openSection();
    await app.user.click(within(rowOf(DEMO_USER.shipper)).getByRole('button', { name: 'Deactivate Sam Shipper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Sam Shipper?' }, WAIT);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Sam Shipper is deactivated and can no longer sign in.', undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(DEMO_USER.shipper)).toHaveTextContent('Inactive'), WAIT);
    expect(findUserByEmail('shipper@example.com')?.status).toBe('UNACTIVE');
  });

  it('keeps the admin flag of the admin’s own account on', async () => {
    const app = await openSection();
    await app.user.click(within(rowOf(DEMO_USER.admin)).getByRole('button', { name: 'Edit Alex Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alex Admin' }, WAIT);
    const flag = within(dialog).getByLabelText('Company admin: can add and edit users');
    expect(flag).toBeChecked();
    expect(flag).toBeDisabled();
    expect(within(dialog).getByText('You cannot remove your own admin rights: your company must keep an admin.')).toBeInTheDocument();
  });
});
