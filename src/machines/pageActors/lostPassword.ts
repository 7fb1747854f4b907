// The lost-password page's form: a reset link's key and login, when the page was opened from one,
// and whether the store already refused them.
import { passwordResetMachine } from '../passwordReset';
import { definePageActors } from '../screen';

export const lostPasswordPageActors = definePageActors({
  start: ({ page, endpoint }, spawn) =>
    page.view === 'lostPassword' ? { passwordReset: spawn(passwordResetMachine, { systemId: 'passwordReset', input: { endpoint, key: page.data.key, login: page.data.login, linkRefused: page.data.linkRefused } }) } : {},
});
