// POST /cookie-choice (decision 097): the cookie notice answered without JavaScript. It stores what
// the notice's buttons store in the browser (PREFERENCE_COOKIES: 'Essential only' acknowledges,
// 'Accept' also gives consent) and sends the visitor back to the page they were on. The worst a
// forged post can do is hide the notice, so it takes no token; the cookies are SameSite=Lax.
import type { FastifyPluginAsync } from 'fastify';
import { serializeCookie } from '../../../contract/cookies.js';
import { COOKIE_CHOICE_PATH } from '../../../contract/page-routes.js';
import { PREFERENCE_COOKIES } from '../../../contract/preferences.js';
import { errorBody } from '../../http/errors.js';
import { ownPath } from './own-path.js';

const CHOICES = {
  essential: { [PREFERENCE_COOKIES.cookiePolicyAcknowledged]: 'true' },
  accept: {
    [PREFERENCE_COOKIES.cookiePolicyAcknowledged]: 'true',
    [PREFERENCE_COOKIES.personalisationAccepted]: 'true',
  },
} as const;

export const cookieChoiceRoute: FastifyPluginAsync<{ secureCookies: boolean }> = async (
  app,
  { secureCookies },
) => {
  // Only this plugin reads form posts; the API everywhere else takes JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2_048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(COOKIE_CHOICE_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const choice = form.choice;
    if (choice !== 'essential' && choice !== 'accept') {
      return reply.status(400).send(errorBody(400, "choice must be 'essential' or 'accept'."));
    }
    const cookies = Object.entries(CHOICES[choice]).map(([name, value]) =>
      serializeCookie(name, value, { secure: secureCookies }),
    );
    return reply.header('set-cookie', cookies).redirect(ownPath(form.returnTo), 303);
  });
};
