import {
  BOX,
  emailMatching,
  expect,
  linkIn,
  signUpVerified,
  STAFF,
  test,
  uniqueEmail,
  verificationLink,
} from '../../../../e2e/fixtures';

test('sign up, confirm the email, log out, sign in again', async ({ page, auth }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/i);
  await page.getByRole('link', { name: /Sign Up/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');
  await auth.fill(email, 'secret-pass-1');
  await auth.submit();
  // Nobody is signed in by a sign-up: the address is proven by the emailed link first.
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  // Before the link is opened, the right password is refused with a clear message (and the link re-sent).
  await page.goto('/signIn');
  await auth.fill(email, 'secret-pass-1');
  await auth.submit();
  await expect(page.getByRole('alert').filter({ hasText: 'confirm your email address first' })).toBeVisible();

  // The link proves the address only with the password chosen at sign-up: a wrong one is refused at the field.
  await page.goto(await verificationLink(email));
  await page.getByLabel('Password').fill('not-my-pass-1');
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "The password doesn't match" })).toBeVisible();
  await page.getByLabel('Password').fill('secret-pass-1');
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('User logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const menu = page.getByRole('button', { name: `Account menu for ${email}` });
  await menu.click();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.locator('.user-menu__panel').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Log out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/signIn');
  await auth.fill(email, 'secret-pass-1');
  await auth.submit();
  await expect(page.getByText('User logged in')).toBeVisible();
  await expect(menu).toBeVisible();
});

test('a wrong password shows the server message', async ({ page, auth }) => {
  await page.goto('/signIn');
  await auth.fill(STAFF.email, 'not-the-password');
  await auth.submit();
  await expect(
    page.getByRole('alert').filter({ hasText: /password doesn't match|Something went wrong/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
});

test('staff see Dashboard in the header and the user menu', async ({ page, auth }) => {
  await page.goto('/signIn');
  await auth.fill(STAFF.email, STAFF.password);
  await auth.submit();
  await expect(page.getByText('User logged in')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.locator('.user-menu__panel').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('sign in returns to the page that asked for it', async ({ page, auth }) => {
  await page.goto('/signIn?from=%2FexchangeRates');
  await auth.fill(STAFF.email, STAFF.password);
  await auth.submit();
  await expect(page).toHaveURL(/\/exchangeRates$/);
});

test('Secure Box: wrong credentials go home; right ones go to the requested path', async ({ page }) => {
  await page.goto('/box?from=%2Fcontact');
  await page.getByLabel('Username').fill('box');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Access' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/box?from=%2Fcontact');
  await page.getByLabel('Username').fill(BOX.username);
  await page.getByLabel('Password').fill(BOX.password);
  await page.getByRole('button', { name: 'Access' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a used or expired link says so as it opens, and offers Sign In', async ({ page }) => {
  await page.goto('/verifyEmail?token=not-a-real-token-000000000000');
  // No password asked for a link that cannot work (POST /auth/verify/check answered as the page opened).
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or has already been used. Sign in to get a new one.',
  );
  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/signIn$/);
});

test('sign-up refuses a common password at the field', async ({ page, auth }) => {
  await page.goto('/signUp');
  await auth.fill(uniqueEmail('common'), 'password1');
  await auth.submit();
  await expect(page.getByText('This password is one of the most common ones')).toBeVisible();
  await expect(page).toHaveURL(/\/signUp$/);
});

test('a forgotten password: the emailed link sets the new one, the old one stops working', async ({
  page,
  request,
  auth,
}) => {
  const email = uniqueEmail('reset');
  await signUpVerified(request, email, 'first-pass-1');

  await page.goto('/signIn');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('New password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  // The same answer whoever asks: it never says whether the address has an account.
  await expect(page.getByRole('status').filter({ hasText: 'if this address has an account' })).toBeVisible();

  // Until the link is opened, the old password still signs in (from this page's own cookie jar, then out).
  const before = await page.request.post('/api/auth/signin', {
    data: { email, password: 'first-pass-1' },
  });
  expect(before.status()).toBe(200);
  await page.context().clearCookies();

  const raw = await emailMatching(email, /for=reset/);
  const link = `${linkIn(raw, '/verifyEmail')}&for=reset`;
  expect(raw).toContain(link);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await page.getByLabel('New password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Set my new password' }).click();
  await expect(page.getByText('Your new password is set, and you are signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();

  // The old password is refused now; the new one signs in.
  await page.context().clearCookies();
  await page.goto('/signIn');
  await auth.fill(email, 'first-pass-1');
  await auth.submit();
  await expect(page.getByRole('alert').filter({ hasText: "The password doesn't match" })).toBeVisible();
  await auth.fill(email, 'second-pass-2');
  await auth.submit();
  await expect(page.getByText('User logged in')).toBeVisible();

  // The link was for one use: opened again, it says so at once and asks for no password.
  await page.context().clearCookies();
  await page.goto(link);
  // Signing in is no way to a new link here: the page offers both ways on.
  await expect(page.getByRole('alert')).toContainText('If you set your new password with it, sign in');
  await expect(page.getByText('Your new password is set')).toHaveCount(0);
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
});
