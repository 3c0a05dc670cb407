import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PREFERENCES_COOKIE_DAYS, SETTINGS_COOKIE_DAYS } from '../../../../contract/constants';
import { PAGE_NAMES } from '../../../../contract/page-titles';
import { useSiteConfig } from '../../../providers/site-config-context';
import { H2, PolicyPage } from './PolicyPage';

/** Official guidance on managing cookies, per browser. */
export const BROWSER_GUIDANCE = [
  { browser: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
  {
    browser: 'Mozilla Firefox',
    href: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox',
  },
  { browser: 'Apple Safari', href: 'https://support.apple.com/en-gb/guide/safari/sfri11471/mac' },
  {
    browser: 'Microsoft Edge',
    href: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
] as const;

/**
 * /policies/cookies/ (SPEC §2): the session cookie (deleted at browser close), the
 * cookie-preferences cookie (31 days if personalisation is accepted, otherwise browser close),
 * the settings cookie (100 days after settings are applied), the analytics and advertising
 * providers, and links to browser guidance.
 */
export default function CookiePolicyPage() {
  const { productName } = useSiteConfig();
  return (
    <PolicyPage title={PAGE_NAMES.cookies}>
      <p>
        Cookies are small text files a website stores in your browser. {productName} uses a few to
        work properly and, only with your consent, to remember your settings. You can change your
        choices at any time in{' '}
        <Link component={RouterLink} to="/settings/">
          Settings
        </Link>
        .
      </p>
      <CookiesWeUse productName={productName} />
      <AnalyticsAndAdvertisingProviders />
      <ShortlistStorage productName={productName} />
      <ManagingCookiesInYourBrowser />
    </PolicyPage>
  );
}

/** The three cookies, what each is for and how long it lasts. */
function CookiesWeUse({ productName }: { productName: string }) {
  return (
    <>
      <H2>The cookies we use</H2>
      <table>
        <caption className="visually-hidden">Cookies used by {productName}</caption>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">What it is for</th>
            <th scope="col">How long it lasts</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Session cookie</th>
            <td data-label="What it is for">Keeps the site working while you browse.</td>
            <td data-label="How long it lasts">Deleted when you close your browser.</td>
          </tr>
          <tr>
            <th scope="row">Cookie preferences cookie</th>
            <td data-label="What it is for">
              Remembers that you have seen our cookie notice and what you chose.
            </td>
            <td data-label="How long it lasts">
              {PREFERENCES_COOKIE_DAYS} days if you accept personalisation, otherwise deleted when
              you close your browser.
            </td>
          </tr>
          <tr>
            <th scope="row">Settings cookie</th>
            <td data-label="What it is for">
              Remembers your settings: your default city, whether to use your device&apos;s
              location, and your last location.
            </td>
            <td data-label="How long it lasts">
              {SETTINGS_COOKIE_DAYS} days after you apply your settings.
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** The analytics and advertising providers: none today, and any would be listed here first. */
function AnalyticsAndAdvertisingProviders() {
  return (
    <>
      <H2>Analytics and advertising providers</H2>
      <p>
        Analytics and advertising cookies are set only if you switch them on in Settings. We do not
        currently work with any analytics or advertising provider, so none are set today. If that
        changes, the providers will be listed here before any of their cookies are used.
      </p>
      <table>
        <caption className="visually-hidden">Analytics and advertising providers</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Provider</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Analytics</th>
            <td data-label="Provider">None at present</td>
          </tr>
          <tr>
            <th scope="row">Advertising</th>
            <td data-label="Provider">None at present</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** The shortlist lives in local storage, not a cookie, whatever the cookie choice (decision 091). */
function ShortlistStorage({ productName }: { productName: string }) {
  return (
    <>
      <H2>Your shortlist: kept in your browser, not a cookie</H2>
      <p>
        When you tap the heart on a place, {productName} keeps your shortlist (the places you saved
        and the name you gave it) in your browser&apos;s local storage, so it is still there next
        time. It is not a cookie and it is never sent to us. Because it is something you asked for,
        and the heart could not work without it, it is kept whatever you chose in the cookie notice.
        To remove it, take the places off your{' '}
        <Link component={RouterLink} to="/shortlist/">
          shortlist
        </Link>{' '}
        or clear this site&apos;s data in your browser.
      </p>
    </>
  );
}

function ManagingCookiesInYourBrowser() {
  return (
    <>
      <H2>Managing cookies in your browser</H2>
      <p>
        You can also see and delete cookies in your browser. The makers of the main browsers explain
        how:
      </p>
      <ul>
        {BROWSER_GUIDANCE.map((item) => (
          <li key={item.browser}>
            <Link href={item.href} target="_blank" rel="noopener noreferrer">
              {item.browser}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
